import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSettingsHistorySchema, type TAssociationSettingsSection, type TSettingsSectionVersion } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { associationSettingsKeys } from './association-settings-keys';

/** GET /api/admin/association-settings/{section}/history: the section's versions, the most recent first (50 at most). */
export async function getSettingsHistory(section: TAssociationSettingsSection, signal?: AbortSignal): Promise<TSettingsSectionVersion[]> {
  return (await api.get(`/api/admin/association-settings/${section}/history`, { schema: ZSettingsHistorySchema, signal })).versions;
}

export const getSettingsHistoryQueryOptions = (section: TAssociationSettingsSection) =>
  queryOptions({ queryKey: associationSettingsKeys.history(section), queryFn: ({ signal }) => getSettingsHistory(section, signal) });

/** Read only once the history is opened. */
export const useSettingsHistory = (section: TAssociationSettingsSection, isOpen: boolean) =>
  useQuery({ ...getSettingsHistoryQueryOptions(section), enabled: isOpen });
