import type { TAssociationSettingsSection } from '@action-plus/contract';

/** Cache keys of the settings page, widest first. */
export const associationSettingsKeys = {
  all: ['association-settings'] as const,
  sections: () => [...associationSettingsKeys.all, 'sections'] as const,
  firstStart: () => [...associationSettingsKeys.all, 'first-start'] as const,
  history: (section: TAssociationSettingsSection) => [...associationSettingsKeys.all, 'history', section] as const,
};
