import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASE_VERSION } from '#lib/release';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe('the release version', () => {
  it('is the root package.json one, in semantic form', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(RELEASE_VERSION).toBe(manifest.version);
    expect(RELEASE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('has its dated section in CHANGELOG.md, and a fixture the upgrade test migrates', () => {
    const changelog = readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(new RegExp(`^## \\[${RELEASE_VERSION.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm'));
    expect(() => readFileSync(path.join(ROOT, `apps/server/test/upgrade/releases/${RELEASE_VERSION}.sql`))).not.toThrow();
  });
});
