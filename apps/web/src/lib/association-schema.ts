// Loaded on demand by association.tsx, with zod, only when the page came without the settings.
export { ZAssociationSettingsSchema } from '@action-plus/contract';
