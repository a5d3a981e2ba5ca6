export interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A multipart body as a browser's FormData would send it. */
export async function toMultipart(files: Upload[]) {
  const form = new FormData();
  for (const file of files)
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}
