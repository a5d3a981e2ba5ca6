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
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it('serves every asset through one route, the compressed copies at no address of their own, an unknown asset as the 404 page', async () => {
    expect(testApp.app.registeredRoutes.filter((route) => route.url.startsWith('/assets/')).map((route) => `${route.method} ${route.url}`)).toEqual([
      'HEAD /assets/*',
      'GET /assets/*',
    ]);
    for (const url of ['/assets/home-abc123.js.br', '/assets/absent-def456.js', '/assets/', '/assets/..%2findex.html', '/assets/sous-dossier/home-abc123.js']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await testApp.app.inject({ method: 'HEAD', url: '/assets/home-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the files beside index.html a route each, cached an hour', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
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
