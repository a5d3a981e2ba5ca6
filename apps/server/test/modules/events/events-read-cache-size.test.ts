import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client';
import { createEventsReadCache, READ_CACHE_MAX_BYTES } from '#modules/events/events-read-cache';
import { createTestDatabase } from '#test/support/test-database';

const KB = 1024;
const page = (fill: string) => Buffer.alloc(100 * KB, fill);

describe('the visitors’ cache holds a bounded number of bytes', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const createCache = (maxBytes: number) => createEventsReadCache(database.db, { revalidateEveryMs: 60_000, maxBytes });

  it('fits a 1 GB server: a few megabytes', () => {
    expect(READ_CACHE_MAX_BYTES).toBeGreaterThanOrEqual(1024 * KB);
    expect(READ_CACHE_MAX_BYTES).toBeLessThanOrEqual(16 * 1024 * KB);
  });

  it('evicts the least recently read entries once its byte budget is spent', async () => {
    const cache = createCache(350 * KB);
    let computed = 0;
    const read = (key: string) =>
      cache.read(key, async () => {
        computed += 1;
        return { body: page(key), status: 200 };
      });
    await read('a');
    await read('b');
    await read('c');
    expect(cache.size().entries).toBe(3);
    await read('a'); // now the most recently read: 'b' goes first
    expect(computed).toBe(3);

    await read('d');
    expect(cache.size().entries).toBe(3);
    expect(cache.size().bytes).toBeLessThanOrEqual(350 * KB);
    expect(cache.size().bytes).toBeGreaterThan(300 * KB);

    const before = computed;
    await read('a');
    await read('c');
    await read('d');
    expect(computed).toBe(before);
    await read('b');
    expect(computed).toBe(before + 1);
  });

  it('never keeps more bytes than its budget, whatever the keys', async () => {
    const cache = createCache(1024 * KB);
    for (let index = 0; index < 500; index += 1) {
      await cache.read(`page:${index}`, async () => `<main>${'é'.repeat(5000 + index)}</main>`);
      expect(cache.size().bytes).toBeLessThanOrEqual(1024 * KB);
    }
    expect(cache.size().entries).toBeLessThan(110);
  });

  it('answers a value larger than its whole budget without keeping it', async () => {
    const cache = createCache(64 * KB);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return page('z');
    };
    expect((await cache.read('big', compute)).byteLength).toBe(100 * KB);
    await cache.read('big', compute);
    expect(computed).toBe(2);
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('computes a missing key once for readers arriving together', async () => {
    const cache = createCache(1024 * KB);
    let computed = 0;
    const values = await Promise.all(
      Array.from({ length: 20 }, () =>
        cache.read('list:', async () => {
          computed += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return Buffer.from('[]');
        }),
      ),
    );
    expect(computed).toBe(1);
    expect(new Set(values).size).toBe(1);
  });

  it('starts afresh for readers arriving after a write, and lets a failed computation be tried again', async () => {
    const cache = createCache(1024 * KB);
    await cache.read('warm', async () => 'checked');
    let computed = 0;
    const slow = cache.read('list:', async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 'avant';
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(computed).toBe(1);
    cache.invalidate();
    const fresh = await cache.read('list:', async () => {
      computed += 1;
      return 'après';
    });
    expect(fresh).toBe('après');
    expect(await slow).toBe('avant');
    expect(await cache.read('list:', async () => 'jamais')).toBe('après');
    expect(computed).toBe(2);

    await expect(cache.read('broken', async () => Promise.reject(new Error('panne')))).rejects.toThrow('panne');
    expect(await cache.read('broken', async () => 'réparé')).toBe('réparé');
  });
});
