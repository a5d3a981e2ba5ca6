// Builds what is missing or older than its sources: the web app (client and server renderer) and
// the compiled server, side by side. Each build is a child process that has ended when this resolves.
//
// A tree without the sources (the container image, a copy of the built files) runs the build it
// ships and never builds; a tree whose build tools are not installed (npm ci --omit=dev) says so in
// French instead of failing inside a build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = path.join(ROOT_DIR, 'apps/server/dist/main.js');
export const CREATE_ADMIN_ENTRY = path.join(ROOT_DIR, 'apps/server/dist/create-admin.js');

const TARGETS = [
  {
    label: 'le site web',
    ofLabel: 'du site web',
    command: ['npm', 'run', 'build', '--workspace', 'apps/web'],
    output: 'apps/web/dist/.ssr/entry-server.js',
    /** Without this folder there is nothing to build from: the build present is the one to run. */
    sourceRoot: 'apps/web/src',
    sources: [
      'apps/web/src',
      'apps/web/build',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contract/src',
    ],
    /** The development dependency that builds it, looked up from its workspace. */
    tool: { workspace: 'apps/web', name: 'vite' },
  },
  {
    label: 'le serveur',
    ofLabel: 'du serveur',
    command: [process.execPath, 'apps/server/scripts/build.mjs'],
    output: 'apps/server/dist/main.js',
    sourceRoot: 'apps/server/src',
    sources: ['apps/server/src', 'apps/server/scripts/build.mjs', 'apps/server/package.json', 'packages/contract/src'],
    tool: { workspace: 'apps/server', name: 'esbuild' },
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

function isToolInstalled({ workspace, name }) {
  try {
    createRequire(path.join(ROOT_DIR, workspace, 'package.json')).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

/**
 * What to do for one target: 'ready' (run what is there), 'build', 'stale-without-tools' (run what is
 * there, with a warning) or a French message saying why the site cannot start.
 */
function planFor(target) {
  const outputExists = existsSync(path.join(ROOT_DIR, target.output));
  if (!existsSync(path.join(ROOT_DIR, target.sourceRoot))) {
    if (outputExists) return { action: 'ready' };
    return {
      action: 'fail',
      message: `${target.output} manque et les sources ${target.ofLabel} (${target.sourceRoot}) ne sont pas là pour le construire : copiez le dossier construit en entier, ou lancez npm ci puis npm run build dans le dépôt.`,
    };
  }
  if (!isStale(target)) return { action: 'ready' };
  if (isToolInstalled(target.tool)) return { action: 'build' };
  if (outputExists) {
    return {
      action: 'warn',
      message: `Les sources ${target.ofLabel} sont plus récentes que sa construction, mais ${target.tool.name}, qui la refait, n'est pas installé (dépendances de développement omises) : la construction existante sert telle quelle. Pour la refaire : npm ci, puis npm run build.`,
    };
  }
  return {
    action: 'fail',
    message: `${target.label[0].toUpperCase()}${target.label.slice(1)} n'est pas construit (${target.output} manque) et ${target.tool.name}, qui le construit, n'est pas installé (dépendances de développement omises) : lancez npm ci, puis npm run build.`,
  };
}

function build(target) {
  console.log(`Construction ${target.ofLabel}…`);
  const [command, ...args] = target.command;
  const child = spawn(command, args, { cwd: ROOT_DIR, stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

export async function ensureBuilt() {
  const plans = TARGETS.map((target) => ({ target, ...planFor(target) }));
  const failures = plans.filter((plan) => plan.action === 'fail');
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure.message);
    process.exit(1);
  }
  for (const plan of plans.filter((plan) => plan.action === 'warn')) console.warn(plan.message);
  const codes = await Promise.all(plans.filter((plan) => plan.action === 'build').map((plan) => build(plan.target)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
