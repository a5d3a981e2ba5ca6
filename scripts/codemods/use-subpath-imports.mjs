#!/usr/bin/env node
// Rewrites relative imports that climb two folders or more, or climb into another top folder, as
// the workspace's subpath imports ("imports" in its package.json): '../../../lib/api-client' in
// apps/web becomes '#lib/api-client'. Re-runnable: subpath imports are left as they are.
//
//   node scripts/codemods/use-subpath-imports.mjs          rewrites the files
//   node scripts/codemods/use-subpath-imports.mjs --check  lists what it would rewrite, exits 1 if any
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHECK_ONLY = process.argv.includes('--check');
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
/** A string literal after `from`, `import`, `import(`, `export … from`, `vi.mock(` or `vi.importActual(`. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bvi\.importActual(?:<[^>]*>)?\(\s*)(['"])(\.\.?\/[^'"]*)\2/g;

/** One entry of "imports": '#lib/*' → folder src/lib, suffix '.ts'; '#config' → file src/config.ts. */
function readMappings(workspace) {
  const { imports = {} } = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
  return Object.entries(imports).map(([key, target]) => {
    if (typeof target !== 'string') throw new Error(`${workspace}: "${key}" must map to one path`);
    const absolute = path.join(ROOT, workspace, target);
    if (!key.endsWith('/*')) return { key, file: absolute };
    const star = absolute.indexOf('*');
    return { key, prefix: key.slice(0, -1), folder: absolute.slice(0, star), suffix: absolute.slice(star + 1) };
  });
}

/** The file a relative specifier names, trying the extensions and index files TypeScript tries. */
function resolveFile(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const candidate of [...SOURCE_EXTENSIONS.map((e) => base + e), ...SOURCE_EXTENSIONS.map((e) => path.join(base, `index${e}`))]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The subpath specifier for a file, written without an extension wherever the relative one had none. */
function subpathFor(mappings, file, writtenWithExtension) {
  for (const mapping of mappings) {
    if (mapping.file) {
      if (mapping.file === file) return mapping.key;
      continue;
    }
    if (!file.startsWith(mapping.folder) || !file.endsWith(mapping.suffix)) continue;
    let rest = file.slice(mapping.folder.length, file.length - mapping.suffix.length);
    if (!mapping.suffix && !writtenWithExtension) rest = rest.replace(/\.(ts|tsx)$/, '').replace(/\/index$/, '');
    return mapping.prefix + rest.split(path.sep).join('/');
  }
  return undefined;
}

/** The mapping folder (or file) that holds a file: two files in different ones are in different top folders. */
function topFolderOf(mappings, file) {
  const holder = mappings.find((m) => (m.file ? m.file === file : file.startsWith(m.folder)));
  return holder?.key;
}

/** Code quoted in a test's string (`"import … from '../x'"`) is text, not an import. */
function isInsideDoubleQuotes(source, offset) {
  const lineStart = source.lastIndexOf('\n', offset) + 1;
  return (source.slice(lineStart, offset).match(/"/g) ?? []).length % 2 === 1;
}

function rewriteFile(workspace, mappings, relativeFile) {
  const file = path.join(ROOT, relativeFile);
  const source = readFileSync(file, 'utf8');
  const changes = [];
  const rewritten = source.replace(SPECIFIER, (whole, lead, quote, specifier, offset) => {
    if (isInsideDoubleQuotes(source, offset)) return whole;
    const [bare, query = ''] = specifier.split(/(?=\?)/);
    const climbs = bare.match(/^(\.\.\/)*/)[0].length / 3;
    if (climbs === 0) return whole;
    const target = resolveFile(file, bare);
    if (!target) {
      console.warn(`${relativeFile}: cannot resolve ${specifier}, left as it is`);
      return whole;
    }
    if (climbs < 2 && topFolderOf(mappings, target) === topFolderOf(mappings, file)) return whole;
    const subpath = subpathFor(mappings, target, path.extname(bare) !== '');
    if (!subpath) {
      console.warn(`${relativeFile}: no subpath import of ${workspace} covers ${specifier}, left as it is`);
      return whole;
    }
    changes.push(`${specifier} → ${subpath}`);
    return `${lead}${quote}${subpath}${query}${quote}`;
  });
  if (changes.length === 0) return 0;
  if (CHECK_ONLY) console.log(`${relativeFile}\n  ${changes.join('\n  ')}`);
  else writeFileSync(file, rewritten);
  return changes.length;
}

const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
let total = 0;
for (const workspace of workspaces) {
  const mappings = readMappings(workspace);
  if (mappings.length === 0) continue;
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', workspace], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((name) => SOURCE_FILE.test(name) && existsSync(path.join(ROOT, name)));
  for (const relativeFile of files) total += rewriteFile(workspace, mappings, relativeFile);
}
console.log(`${CHECK_ONLY ? 'To rewrite' : 'Rewrote'}: ${total} import(s).`);
if (CHECK_ONLY && total > 0) process.exit(1);
