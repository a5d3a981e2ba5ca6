import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEEDED_ASSOCIATION_SETTINGS } from './association-settings-seed';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;

/** The web build's page template, whose default head the server replaces with the association's. */
const PAGE_TEMPLATE = path.join(repositoryRoot, 'apps/web/index.html');

/** The source files of every app and package, and the page template: what ships, not its tests. */
function listSourceFiles(): string[] {
  const roots = ['apps', 'packages'].flatMap((parent) =>
    readdirSync(path.join(repositoryRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(repositoryRoot, parent, entry.name, 'src')),
  );
  const sources = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE_FILE.test(file) && !TEST_FILE.test(file))
      .map((file) => path.join(root, file)),
  );
  return [...sources, PAGE_TEMPLATE];
}

describe("the association's identity", () => {
  it('is written only in the values the settings start from: everything else reads the settings', () => {
    const seedModule = fileURLToPath(new URL('./association-settings-seed.ts', import.meta.url));
    const files = listSourceFiles();
    expect(files).toContain(seedModule);
    const writers = files
      .filter((file) => file !== seedModule && readFileSync(file, 'utf8').includes(SEEDED_ASSOCIATION_SETTINGS.identity.name))
      .map((file) => path.relative(repositoryRoot, file));
    expect(writers).toEqual([]);
  });
});
