import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZErrorSchema } from './common-schemas';

const SOURCE_DIR = new URL('.', import.meta.url);
const sources = readdirSync(SOURCE_DIR)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'zod-locale.ts')
  .map((name) => ({ name, text: readFileSync(new URL(name, SOURCE_DIR), 'utf8') }));

describe("zod's French messages", () => {
  // The web app loads a schema module alone, never the whole contract: each one sets the locale.
  it('are set by every module that builds schemas', () => {
    const withoutLocale = sources.filter(({ text }) => /from 'zod'/.test(text) && !text.includes("import './zod-locale';"));
    expect(withoutLocale.map(({ name }) => name)).toEqual([]);
  });

  it('apply when a single schema module is imported', () => {
    const result = ZErrorSchema.safeParse({ detail: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/attendu/);
  });
});
