// @vitest-environment node
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The import rules of eslint.config.js (scripts/eslint/import-boundaries.js), run on code written
// into real files' places: lint must fail where a boundary is crossed, and pass where it is not.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIdsOf(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId);
}

// Linting loads the resolver and parses the imported files: slower than a unit test on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('fails on a feature that imports another feature', async () => {
    const ruleIds = await ruleIdsOf(
      "import { confirmEmail } from '../../auth/api/confirm-email';\nexport const used = confirmEmail;\n",
      'apps/web/src/features/events/api/get-events.ts',
    );
    expect(ruleIds).toContain('import-x/no-restricted-paths');
  });

  it('fails on a feature that imports another feature through a subpath import', async () => {
    const ruleIds = await ruleIdsOf(
      "import { confirmEmail } from '#features/auth/api/confirm-email';\nexport const used = confirmEmail;\n",
      'apps/web/src/features/events/api/get-events.ts',
    );
    expect(ruleIds).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files, and app/ import any feature', async () => {
    expect(
      await ruleIdsOf("import { eventKeys } from './event-keys';\nexport const used = eventKeys;\n", 'apps/web/src/features/events/api/get-events.ts'),
    ).toEqual([]);
    expect(
      await ruleIdsOf("import { confirmEmail } from '../features/auth/api/confirm-email';\nexport const used = confirmEmail;\n", 'apps/web/src/app/example.ts'),
    ).toEqual([]);
  });

  it('fails on shared components that import a feature', async () => {
    const ruleIds = await ruleIdsOf(
      "import { confirmEmail } from '../../features/auth/api/confirm-email';\nexport const used = confirmEmail;\n",
      'apps/web/src/components/ui/example.ts',
    );
    expect(ruleIds).toContain('import-x/no-restricted-paths');
  });

  it('fails on an import cycle', async () => {
    // get-events.ts imports event-keys.ts: event-keys importing get-events closes a cycle.
    const ruleIds = await ruleIdsOf(
      "import { getEvents } from './get-events';\nexport const used = getEvents;\n",
      'apps/web/src/features/events/api/event-keys.ts',
    );
    expect(ruleIds).toContain('import-x/no-cycle');
  });

  it("fails on an import of another workspace's source through a relative path", async () => {
    const ruleIds = await ruleIdsOf(
      "import { PATHS } from '../../../packages/contract/src/paths';\nexport const used = PATHS;\n",
      'apps/server/src/example.ts',
    );
    expect(ruleIds).toContain('import-x/no-relative-packages');
  });

  it('fails on a relative import that climbs two folders or more', async () => {
    const ruleIds = await ruleIdsOf(
      "import { api } from '../../../lib/api-client';\nexport const used = api;\n",
      'apps/web/src/features/events/api/example.ts',
    );
    expect(ruleIds).toContain('no-restricted-imports');
  });

  it("fails on a server module that imports another module's routes", async () => {
    const ruleIds = await ruleIdsOf(
      "import { registerPages } from '../pages/routes';\nexport const used = registerPages;\n",
      'apps/server/src/modules/events/example.ts',
    );
    expect(ruleIds).toContain('@typescript-eslint/no-restricted-imports');
  });
});
