// The import rules that keep the code's layers apart, derived from the folders so that a new
// feature, module or workspace is covered without editing this file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = 'apps/web/src';
const SERVER_MODULES = 'apps/server/src/modules';

/** Each workspace's folders of tests and test helpers: no other workspace may import them. */
const TEST_FOLDERS = {
  'packages/contract': [],
  'packages/test-stand-ins': [],
  'apps/server': ['test'],
  'apps/web': ['src/test'],
  e2e: ['tests', 'support'],
};

const subfolders = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function workspaces() {
  const { workspaces: list } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  for (const workspace of list) {
    if (!(workspace in TEST_FOLDERS)) throw new Error(`import-boundaries.js: name the test folders of workspace ${workspace}`);
  }
  return list;
}

function featureZones() {
  return subfolders(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/ or lib/, or compose them in app/.',
  }));
}

function sharedWebZone() {
  return {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/, lib/ and config/ serve every feature: they never import a feature or app/.',
  };
}

function testFolderZones() {
  const all = workspaces();
  return all.map((workspace) => ({
    target: workspace,
    from: all
      .filter((other) => other !== workspace)
      .flatMap((other) => TEST_FOLDERS[other].map((folder) => `${other}/${folder}`))
      .filter((folder) => existsSync(path.join(ROOT, folder))),
    message: "Another workspace's tests and test helpers are not part of what it offers: share them through a package.",
  }));
}

/** Relative specifiers that import another server module's routes (own routes are `./routes`). */
const OTHER_MODULE_ROUTES = ['../*/routes', '../*/*-routes', '#modules/*/routes', '#modules/*/*-routes'];

export function importBoundaries() {
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...featureZones(), sharedWebZone(), ...testFolderZones()] }],
        'import-x/no-relative-packages': 'error',
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^(\\.\\./){2,}',
                message: 'Climb at most one folder: import through the workspace\'s subpath imports (#lib/…, #features/…, see "imports" in its package.json).',
              },
            ],
          },
        ],
      },
    },
    {
      // The costliest rule (it follows every import): run on the code, not on tests, which nothing imports.
      files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
      files: [`${SERVER_MODULES}/**/*.ts`],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: OTHER_MODULE_ROUTES,
                allowTypeImports: true,
                message: "A module never imports another module's routes: import the action or repository it needs.",
              },
            ],
          },
        ],
      },
    },
  ];
}
