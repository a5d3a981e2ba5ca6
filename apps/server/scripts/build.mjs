// npm run build (server): one JavaScript bundle per entry point in dist/, with source maps. Our code
// and the contract (TypeScript source) are bundled; every npm package stays external and loads its
// own files (PGlite's WebAssembly, sharp and argon2's native modules, the PDFs' fonts: lib/pdf/fonts.ts
// resolves them from their packages at run time).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(serverDir, 'dist');

/**
 * Bare imports are npm packages, kept external, except our own workspace packages and the
 * package's subpath imports (`#lib/…`, package.json "imports"), which point into its own sources.
 */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./#]/ }, (args) => {
      if (args.path.startsWith('@action-plus/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(distDir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts', 'create-admin': 'src/cli/create-admin.ts', backup: 'src/cli/backup.ts', restore: 'src/cli/restore.ts' },
  outdir: distDir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
// The migrator reads the SQL files next to the code that runs it (src/db/client.ts, here dist/).
cpSync(path.join(serverDir, 'src/db/migrations'), path.join(distDir, 'migrations'), { recursive: true });
