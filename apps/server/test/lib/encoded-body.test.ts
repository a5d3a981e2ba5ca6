import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '#lib/encoded-body';

describe("the encoding of a page, from the browser's Accept-Encoding", () => {
  it('prefers brotli, then gzip, else sends the plain bytes', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
  });

  it('honours q=0 and the wildcard', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(preferredEncoding('BR ; Q=1')).toBe('br');
  });
});
