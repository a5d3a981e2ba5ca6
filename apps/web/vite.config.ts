/// <reference types="vitest/config" />
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const MIN_BYTES = 1024;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

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
    // Compressed on libuv's threads, all at once: brotli at quality 11 is most of the build's time.
    async writeBundle() {
      const compress = async (name: string) => {
        const file = path.join(assetsDir, name);
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) return;
        const [brotli, gzipped] = await Promise.all([
          compressBrotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          compressGzip(content, { level: 9 }),
        ]);
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipped);
      };
      await Promise.all(
        readdirSync(assetsDir)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(compress),
      );
    },
  };
}

/** The browser's bundle as it is written, read by `withoutLoadedChunks` (the chunks each one imports). */
let writtenBundle: Rollup.OutputBundle | undefined;

function captureBundle(): Plugin {
  return {
    name: 'action-plus-capture-bundle',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        writtenBundle = bundle;
      },
    },
  };
}

/** A chunk and every chunk it imports statically, transitively: all loaded once it runs. */
function staticClosure(fileName: string, closure = new Set<string>()): Set<string> {
  const chunk = writtenBundle?.[fileName];
  if (closure.has(fileName) || chunk?.type !== 'chunk') return closure;
  closure.add(fileName);
  for (const imported of chunk.imports) staticClosure(imported, closure);
  return closure;
}

const LAZY_SCHEMA_CHUNK = /-schemas?-[\w-]+\.js$/;

/**
 * What a dynamic import preloads: its chunk and their static imports, less those the importing
 * chunk has already loaded (its own static imports), which a preload would not fetch again. Vite
 * lists them all, and the lists of every page's import are in the start chunk: the first view's
 * JavaScript carried them (decision 019's budget).
 */
const withoutLoadedChunks = (fileName: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) => {
  // A schema's module (`*-schema.ts`, `*-schemas.ts`) is loaded after the start, when an answer or a
  // form needs it (decision 046): its chunks may come one level after another, and the start chunks
  // carry no list for it.
  if (LAZY_SCHEMA_CHUNK.test(fileName)) return [];
  if (hostType !== 'js' || !writtenBundle) return deps;
  const loaded = staticClosure(hostId);
  return deps.filter((dep) => !loaded.has(dep));
};

/**
 * The library every page starts with, the router, in a chunk of its own (the query library loads
 * with the first page that reads through it, lib/query-client-store.ts). React keeps its own
 * chunk, so that React DOM's chunk imports React alone: React DOM is still evaluated in a task of
 * its own, the router with the app (decision 011).
 */
const START_CHUNK_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/, priority: 1 },
  { name: 'start-libraries', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
];

/**
 * React Router publishes its development build (with its warnings) under the package's name: the
 * build takes its production twin, the same code without them.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

/** Where `vite build --ssr` writes the server's renderer (entry-server.tsx), read by its pages module; a dot folder is never served. */
const SSR_OUT_DIR = 'dist/.ssr';

/**
 * No image is inlined into the JavaScript as a data URL: the home page's illustration and the
 * events' default picture were half a kilobyte each of its first view's budget (decision 019),
 * and repeated in the HTML of every page that shows them. As files they are fetched once and kept.
 * Both builds say the same, so that the server's render and the browser's name the same address.
 */
const ASSETS_INLINE_LIMIT = 0;

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser's build writes the compressed copies; the server's does not need them.
  plugins: isSsrBuild ? [react()] : [react(), captureBundle(), precompressAssets()],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [] },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
  build: isSsrBuild
    ? // ASCII only (every « é », « ’ » written as an escape): V8 then keeps the renderer's source, which
      // stays in the server's heap for its life, at one byte a character instead of two (decision 048).
      {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        assetsInlineLimit: ASSETS_INLINE_LIMIT,
        rollupOptions: { output: { charset: 'ascii', comments: { legal: true, annotation: false, jsdoc: false } } },
      }
    : // One stylesheet for every page, named in index.html: the page the server sends already
      // rendered paints styled, whichever page it is, before any script (which loads after it) has run.
      {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        cssCodeSplit: false,
        assetsInlineLimit: ASSETS_INLINE_LIMIT,
        // Every browser the site supports preloads modules itself: the entry carries no polyfill for it.
        modulePreload: { polyfill: false, resolveDependencies: withoutLoadedChunks },
        rollupOptions: { output: { codeSplitting: { groups: START_CHUNK_GROUPS } } },
      },
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
