import { useMutation } from '@tanstack/react-query';
import { ZSettingsSectionVersionSchema, type TAssociationSettingsSection, type TSettingsSectionVersion } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { useKeepSavedSection } from './save-settings-section';

export type RestoreSettingsSectionRequest = { section: TAssociationSettingsSection; version: number; restoreVersion: number };

/**
 * POST /api/admin/association-settings/{section}/restore → a new version holding `restoreVersion`'s
 * value; 409 as a save, 404 for a version the history does not hold.
 */
export function restoreSettingsSection({ section, version, restoreVersion }: RestoreSettingsSectionRequest): Promise<TSettingsSectionVersion> {
  return api.post(
    `/api/admin/association-settings/${section}/restore`,
    { version, restore_version: restoreVersion },
    { schema: ZSettingsSectionVersionSchema },
  );
}

export function useRestoreSettingsSection() {
  const keepSaved = useKeepSavedSection();
  return useMutation({
    mutationFn: restoreSettingsSection,
    onSuccess: (saved, { section }) => keepSaved(section, saved),
  });
}
