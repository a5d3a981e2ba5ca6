import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';

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
});
