import type { TAssociationSettingsSection } from '@action-plus/contract';
import type { TestApp } from './test-app';

/**
 * An admin saves a section of the association's settings over its current version, as the settings
 * page does once it has read it: the answer, to check. Tests of the version check itself (409)
 * send their own versions.
 */
export async function saveCurrentSection(
  testApp: TestApp,
  admin: { authorization: Record<string, string> },
  section: TAssociationSettingsSection,
  value: unknown,
) {
  const current = await testApp.app.inject({ method: 'GET', url: '/api/admin/association-settings', headers: admin.authorization });
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/association-settings/${section}`,
    headers: admin.authorization,
    payload: { version: current.json().sections[section].version as number, value },
  });
}
