import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ZAdminAssociationSettingsSchema,
  type TAdminAssociationSettings,
  type TAssociationSettingsSection,
  type TSettingsSectionVersion,
} from '@action-plus/contract';
import { api } from '#lib/api-client';
import { associationSettingsKeys } from './association-settings-keys';

/** GET /api/admin/association-settings: each section's current version, with who saved it and when. */
export async function getAssociationSettings(signal?: AbortSignal): Promise<TAdminAssociationSettings> {
  return (await api.get('/api/admin/association-settings', { schema: ZAdminAssociationSettingsSchema, signal })) as TAdminAssociationSettings;
}

export const getAssociationSettingsQueryOptions = () =>
  queryOptions({ queryKey: associationSettingsKeys.sections(), queryFn: ({ signal }) => getAssociationSettings(signal) });

export const useAssociationSettings = () => useQuery(getAssociationSettingsQueryOptions());

/**
 * The section as it is now saved, read again: after a refused save (409), what another admin saved.
 * The forms keep the version they were read at, so refreshing the cache here changes no form.
 */
export async function fetchCurrentSection(queryClient: QueryClient, section: TAssociationSettingsSection): Promise<TSettingsSectionVersion> {
  const settings = await queryClient.fetchQuery({ ...getAssociationSettingsQueryOptions(), staleTime: 0 });
  return settings.sections[section];
}
