// Builds what is missing or older than its sources: the web app (client and server renderer) and
// the compiled server, side by side. Each build is a child process that has ended when this resolves.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = path.join(ROOT_DIR, 'apps/server/dist/main.js');
export const CREATE_ADMIN_ENTRY = path.join(ROOT_DIR, 'apps/server/dist/create-admin.js');

const TARGETS = [
  {
    label: 'le site web',
    command: ['npm', 'run', 'build', '--workspace', 'apps/web'],
    output: 'apps/web/dist/.ssr/entry-server.js',
    sources: [
      'apps/web/src',
      'apps/web/build',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contract/src',
    ],
  },
  {
    label: 'le serveur',
    command: [process.execPath, 'apps/server/scripts/build.mjs'],
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/scripts/build.mjs', 'apps/server/package.json', 'packages/contract/src'],
  },
];

function newestModification(entry) {
  const full = path.join(ROOT_DIR, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((child) => newestModification(path.join(entry, child))));
}

function isStale(target) {
  const output = path.join(ROOT_DIR, target.output);
  return !existsSync(output) || Math.max(...target.sources.map(newestModification)) > statSync(output).mtimeMs;
}

function build(target) {
  console.log(`Construction de ${target.label}…`);
  const [command, ...args] = target.command;
  const child = spawn(command, args, { cwd: ROOT_DIR, stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

export async function ensureBuilt() {
  const codes = await Promise.all(TARGETS.filter(isStale).map(build));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
