import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { approximateByteSize } from './approximate-byte-size';

/**
 * A read cache that stays right when several server instances share one PostgreSQL: before
 * answering from it, a request checks a fingerprint of the tables what it keeps was read from (one
 * small query shared by every request waiting at that moment). A change made by any instance, by a
 * cascade or by a job changes the fingerprint and empties the cache. Entries also go at the
 * fingerprint's `validUntil` (when time alone changes what the reads would say).
 *
 * What it holds is capped in bytes, the least recently read going first: a flood of distinct keys
 * costs computations, never memory. Keys are built by the callers from validated input only.
 * Readers of a key being computed wait for that computation rather than starting their own.
 */
export interface StampedReadCache {
  /**
   * The cached value for `key`, computed when missing or outdated, and kept unless `keep` says
   * otherwise (a page answered 404, which would only push real pages out).
   */
  read<T>(key: string, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Called by this instance's writes, so that it never has to wait for the next check to see them. */
  invalidate(): void;
  /** What it holds now: entries and their approximate size in bytes (at most `maxBytes`). */
  size(): { entries: number; bytes: number };
}

/** What the cache compares: `stamp` changes with the tables' rows; `validUntil` is an instant (ms). */
export interface Fingerprint {
  stamp: string;
  validUntil: number;
}

export interface StampedReadCacheOptions {
  /** 0: the fingerprint is checked before every read; more: at most this often. */
  revalidateEveryMs: number;
  maxBytes: number;
}

/** The Map's own slot and the entry's record, beside the key and the value. */
const ENTRY_OVERHEAD_BYTES = 96;

/**
 * A table's rows as one text: count and id sum (rows added or removed) and, unless `rowsAreNeverUpdated`,
 * the sum of xmin (the transaction that last wrote each row), which changes on every update.
 */
export function tableStamp(table: string, { rowsAreNeverUpdated = false } = {}): SQL {
  const name = sql.identifier(table);
  const updates = rowsAreNeverUpdated ? sql`` : sql` || ':' || coalesce(sum(xmin::text::bigint), 0)::text`;
  return sql`(select count(*)::text || ':' || coalesce(sum(id), 0)::text${updates} from ${name})`;
}

type Entry = { value: unknown; bytes: number };

export function createStampedReadCache(readFingerprint: (now: Date) => Promise<Fingerprint>, options: StampedReadCacheOptions): StampedReadCache {
  const { maxBytes, revalidateEveryMs } = options;
  let stamp: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let validUntil = 0;
  /** Bumped on every change seen: a computation started before it must not be stored after it. */
  let generation = 0;
  /** In the order they were last read, the least recent first. */
  let entries = new Map<string, Entry>();
  let totalBytes = 0;
  let computing = new Map<string, Promise<unknown>>();
  let check: Promise<void> | null = null;

  function clear() {
    generation += 1;
    entries = new Map();
    totalBytes = 0;
    computing = new Map();
  }

  function remember(key: string, value: unknown) {
    const bytes = ENTRY_OVERHEAD_BYTES + approximateByteSize(key) + approximateByteSize(value);
    if (bytes > maxBytes) return;
    const previous = entries.get(key);
    if (previous) {
      entries.delete(key);
      totalBytes -= previous.bytes;
    }
    entries.set(key, { value, bytes });
    totalBytes += bytes;
    for (const [oldestKey, oldest] of entries) {
      if (totalBytes <= maxBytes) break;
      entries.delete(oldestKey);
      totalBytes -= oldest.bytes;
    }
  }

  function revalidate(): Promise<void> {
    check ??= (async () => {
      try {
        const now = new Date();
        checkedAt = now.getTime();
        const fingerprint = await readFingerprint(now);
        if (fingerprint.stamp !== stamp || now.getTime() >= validUntil) clear();
        stamp = fingerprint.stamp;
        validUntil = fingerprint.validUntil;
      } finally {
        check = null;
      }
    })();
    return check;
  }

  return {
    async read<T>(key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      // A reader arriving during a check waits for it too: until it ends, what is kept may be outdated.
      if (check !== null || Date.now() - checkedAt >= revalidateEveryMs) await revalidate();
      if (Date.now() >= validUntil) clear();
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as T;
      }
      const pending = computing.get(key);
      if (pending) return pending as Promise<T>;
      const startedAt = generation;
      const waitingFor = computing;
      const computation = Promise.resolve()
        .then(compute)
        .then((value) => {
          if (startedAt === generation && keep(value)) remember(key, value);
          return value;
        });
      waitingFor.set(key, computation);
      const forget = () => {
        if (waitingFor.get(key) === computation) waitingFor.delete(key);
      };
      computation.then(forget, forget);
      return computation;
    },
    invalidate() {
      stamp = null;
      checkedAt = Number.NEGATIVE_INFINITY;
      clear();
    },
    size: () => ({ entries: entries.size, bytes: totalBytes }),
  };
}

/**
 * Empties `cache` after each successful write of the routes of `app` (one plugin's scope, or the
 * whole app): what they change is what the cache's readers see, and the next read anywhere, the
 * writer's first, must see it. Writes elsewhere are caught by the cache's fingerprint.
 */
export function emptyAfterEachWrite(app: FastifyInstance, cache: StampedReadCache): void {
  // Synchronous: an async hook costs every read a promise for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.invalidate();
    done(null, payload);
  });
}
