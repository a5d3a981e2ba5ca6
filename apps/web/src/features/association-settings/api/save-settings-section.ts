import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ZSettingsSectionVersionSchema,
  type TAdminAssociationSettings,
  type TFirstStart,
  type TAssociationSettingsSection,
  type TSettingsSectionVersion,
} from '@action-plus/contract';
import { api } from '#lib/api-client';
import { useReplaceAssociation } from '#lib/association';
import { associationSettingsKeys } from './association-settings-keys';

export type SaveSettingsSectionRequest = { section: TAssociationSettingsSection; version: number; value: unknown };

/**
 * PUT /api/admin/association-settings/{section} with the version the form was read at → the new
 * version; 409 when another admin saved the section since, 400 with the reason a value is refused.
 */
export function saveSettingsSection({ section, version, value }: SaveSettingsSectionRequest): Promise<TSettingsSectionVersion> {
  return api.put(`/api/admin/association-settings/${section}`, { version, value }, { schema: ZSettingsSectionVersionSchema });
}

/** The section's new version becomes the page's, and its history is read again when next opened. */
export function keepSavedSection(queryClient: QueryClient, section: TAssociationSettingsSection, saved: TSettingsSectionVersion) {
  queryClient.setQueryData<TAdminAssociationSettings>(associationSettingsKeys.sections(), (settings) =>
    settings ? { sections: { ...settings.sections, [section]: saved } } : settings,
  );
  // A saved identity answers a new site's first-start question (GET /api/admin/first-start).
  if (section === 'identity') queryClient.setQueryData<TFirstStart>(associationSettingsKeys.firstStart(), { identity_pending: false });
  return queryClient.invalidateQueries({ queryKey: associationSettingsKeys.history(section) });
}

/**
 * After a save or a restore: the page keeps the section's new version, and the open app (the
 * navbar, the footer, every page) shows its value at once, as the server's pages now do.
 */
export function useKeepSavedSection() {
  const queryClient = useQueryClient();
  const replaceAssociation = useReplaceAssociation();
  return (section: TAssociationSettingsSection, saved: TSettingsSectionVersion) => {
    replaceAssociation((current) => ({ ...current, [section]: saved.value }));
    return keepSavedSection(queryClient, section, saved);
  };
}

export function useSaveSettingsSection() {
  const keepSaved = useKeepSavedSection();
  return useMutation({
    mutationFn: saveSettingsSection,
    onSuccess: (saved, { section }) => keepSaved(section, saved),
  });
}
