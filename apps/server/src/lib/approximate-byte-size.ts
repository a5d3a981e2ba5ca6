/**
 * About how many bytes of memory `value` holds, for a cache capped in bytes: binary data by its
 * length, strings at two bytes a character (V8 stores some as one, never more than two), plain
 * objects and arrays by what they hold plus a little for their own structure. A value shared by
 * several entries is counted in each: the estimate errs on the side of holding less.
 */
export function approximateByteSize(value: unknown): number {
  if (typeof value === 'string') return 16 + value.length * 2;
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (value instanceof ArrayBuffer) return 64 + value.byteLength;
  if (Array.isArray(value)) return value.reduce<number>((total, item) => total + approximateByteSize(item), 32 + value.length * 8);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).reduce((total, [key, item]) => total + approximateByteSize(key) + approximateByteSize(item), 32);
  }
  return 8;
}
