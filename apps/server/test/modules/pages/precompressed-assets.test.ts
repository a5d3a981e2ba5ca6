import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/test-app';

const SCRIPT = `console.log(${JSON.stringify('précompressé '.repeat(400))});`;

describe('serving assets the build compressed in advance', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="fr"><head><!--page-head--></head><body></body></html>');
    writeFileSync(path.join(distDir, 'assets', 'home-abc123.js'), SCRIPT);
    writeFileSync(path.join(distDir, 'assets', 'home-abc123.js.br'), brotliCompressSync(SCRIPT));
    testApp = await createTestApp({ config: { webDistDir: distDir } });
  });
  afterAll(() => testApp.close());

  it('sends the .br file to a browser that accepts brotli, once compressed and cached forever', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/home-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to compressing on the fly when no precompressed file matches', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/home-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/home-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SCRIPT);
  });

  it('gives the compressed copy no address of its own: one route per asset, not three', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/home-abc123.js.br' });
    expect(response.statusCode).toBe(404);
    expect(testApp.app.registeredRoutes.filter((route) => route.url.startsWith('/assets/')).map((route) => `${route.method} ${route.url}`)).toEqual([
      'HEAD /assets/home-abc123.js',
      'GET /assets/home-abc123.js',
    ]);
  });
});

describe('serving pages compressed', () => {
  const text = `Une page assez longue pour être compressée. ${'Texte de la page. '.repeat(200)}`;
  let testApp: TestApp;
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><html lang="fr"><head><!--page-head--></head><body><p>${text}</p></body></html>`);
    testApp = await createTestApp({ config: { webDistDir: distDir } });
  });
  afterAll(() => testApp.close());

  it('sends a page compressed to a browser that accepts it, the same page plain to one that does not', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toContain(text);

    const brotli = await testApp.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await testApp.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses the 404 page too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/page-inconnue', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
  });
});
