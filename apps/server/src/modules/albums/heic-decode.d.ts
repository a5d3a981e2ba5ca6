/** heic-decode ships no types: what encode-photo.ts uses of it. */
declare module 'heic-decode' {
  const decode: (input: { buffer: Uint8Array }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  export default decode;
}
