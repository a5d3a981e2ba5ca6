// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** tsconfig.json allows comments: strip whole-line ones before parsing. */
const readJsonWithComments = (file: string) => JSON.parse(readFileSync(path.join(WEB, file), 'utf8').replace(/^\s*\/\/.*$/gm, ''));

it("gives TypeScript's paths the very subpath imports of package.json, which Vite resolves", () => {
  const imports: Record<string, string> = readJsonWithComments('package.json').imports;
  const paths: Record<string, string[]> = readJsonWithComments('tsconfig.json').compilerOptions.paths;
  expect(paths).toEqual(Object.fromEntries(Object.entries(imports).map(([specifier, target]) => [specifier, [target]])));
});
