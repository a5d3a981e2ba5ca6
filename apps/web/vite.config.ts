/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pagePreloads } from './build/page-preloads.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside each built asset, which the server sends
 * as they are: the best compression costs nothing per request, and it is what keeps the home
 * page's first-view JavaScript under its budget (on-the-fly brotli runs at a fast, weaker level).
 */
function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'action-plus-precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    writeBundle() {
      for (const name of readdirSync(assetsDir)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(assetsDir, name);
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Where `vite build --ssr` writes the server's renderer (entry-server.tsx), read by its pages module; a dot folder is never served. */
const SSR_OUT_DIR = 'dist/.ssr';

export default defineConfig(({ isSsrBuild }) => ({
  // The browser's build writes the compressed copies and the page list; the server's needs neither.
  plugins: isSsrBuild ? [react()] : [react(), precompressAssets(), pagePreloads()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
  build: isSsrBuild
    ? { outDir: SSR_OUT_DIR, emptyOutDir: true, copyPublicDir: false }
    : // One stylesheet for every page, named in index.html: the page the server sends already
      // rendered paints styled, whichever page it is, before any script (which loads after it) has run.
      { outDir: 'dist', emptyOutDir: true, sourcemap: false, cssCodeSplit: false },
  // The renderer is self-contained: it runs from wherever WEB_DIST_DIR puts the build, with no
  // node_modules beside it.
  ssr: { noExternal: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
}));
