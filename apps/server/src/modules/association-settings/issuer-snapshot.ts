import { ASSOCIATION_SETTINGS_SCHEMAS, type TAssociationSettings, type TAssociationSettingsSection } from '@action-plus/contract';
import type { Transaction } from '#db/client';
import { readAssociationSettings } from './settings-repository';

/**
 * The sections of the settings an issued document prints, and so keeps as they were when it was
 * issued (decision 040): an invoice names the association, its address and its legal mentions
 * (the dues section's); a tax receipt states its quality, its object and who signs; the minutes
 * of a general assembly, the association's name and address.
 */
export const ISSUER_SECTIONS = {
  invoice: ['identity', 'contact', 'dues'],
  receipt: ['identity', 'contact', 'taxReceipts'],
  /** An assembly's minutes: the name and address of the day it closed. */
  minutes: ['identity', 'contact'],
} as const satisfies Record<string, readonly TAssociationSettingsSection[]>;

export type IssuedDocument = keyof typeof ISSUER_SECTIONS;

/** The issuer's sections as they are now, read inside the transaction that numbers the document. */
export async function snapshotIssuer(tx: Transaction, document: IssuedDocument): Promise<Partial<TAssociationSettings>> {
  const settings = await readAssociationSettings(tx);
  return Object.fromEntries(ISSUER_SECTIONS[document].map((section) => [section, settings[section]]));
}

/**
 * The settings a document is drawn with: the sections it kept when it was issued, the current ones
 * for the rest (and for a document issued before snapshots existed, whose `issuer` is null). A kept
 * section is read through today's schema, so that fields added since get their defaults; one that
 * no longer reads (it cannot, unless a schema were tightened) gives way to the current section
 * rather than leave the document undrawable.
 */
export function issuerOf(issuer: unknown, current: TAssociationSettings): TAssociationSettings {
  if (typeof issuer !== 'object' || issuer === null) return current;
  const kept: Partial<Record<TAssociationSettingsSection, unknown>> = {};
  for (const [section, value] of Object.entries(issuer)) {
    if (!(section in ASSOCIATION_SETTINGS_SCHEMAS)) continue;
    const parsed = ASSOCIATION_SETTINGS_SCHEMAS[section as TAssociationSettingsSection].safeParse(value);
    if (parsed.success) kept[section as TAssociationSettingsSection] = parsed.data;
  }
  return { ...current, ...kept } as TAssociationSettings;
}
