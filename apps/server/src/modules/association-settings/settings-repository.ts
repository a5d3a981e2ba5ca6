import { and, desc, eq } from 'drizzle-orm';
import {
  ASSOCIATION_SETTINGS_LIMITS,
  ASSOCIATION_SETTINGS_SCHEMAS,
  ASSOCIATION_SETTINGS_SECTIONS,
  type TAssociationSettings,
  type TAssociationSettingsSection,
  type TSettingsSectionVersion,
} from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { associationSettings } from '#db/schema';

type Executor = Database | Transaction;
type Row = typeof associationSettings.$inferSelect;

/**
 * A stored value as today's schema reads it: a field added since it was saved gets its default
 * (a section saved before the logo existed reads « no logo »). A value older rules refuse is given
 * as stored, for the history to show; restoring it then names what fails.
 */
export function currentReadingOf(section: TAssociationSettingsSection, value: unknown): unknown {
  const parsed = ASSOCIATION_SETTINGS_SCHEMAS[section].safeParse(value);
  return parsed.success ? parsed.data : value;
}

export const toSectionVersion = (row: Row): TSettingsSectionVersion => ({
  version: row.version,
  value: currentReadingOf(row.section as TAssociationSettingsSection, row.value),
  saved_at: row.savedAt.toISOString(),
  saved_by_name: row.savedByName,
});

/** The current (highest) version of every section. */
export async function findCurrentSections(executor: Executor): Promise<Map<TAssociationSettingsSection, Row>> {
  const rows = await executor
    .selectDistinctOn([associationSettings.section])
    .from(associationSettings)
    .orderBy(associationSettings.section, desc(associationSettings.version));
  return new Map(rows.map((row) => [row.section as TAssociationSettingsSection, row]));
}

/**
 * The settings document every page, mail and document reads. Each section is read through its
 * schema, so that a value stored by an older version gets the defaults a newer schema adds. A
 * section with no row is a broken installation (migrations 0003 and 0004 seed them all): it is named.
 */
export async function readAssociationSettings(executor: Executor): Promise<TAssociationSettings> {
  const sections = await findCurrentSections(executor);
  const settings: Partial<Record<TAssociationSettingsSection, unknown>> = {};
  for (const section of ASSOCIATION_SETTINGS_SECTIONS) {
    const row = sections.get(section);
    if (!row) throw new Error(`Paramètres de l'association incomplets : la section « ${section} » manque dans association_settings.`);
    settings[section] = ASSOCIATION_SETTINGS_SCHEMAS[section].parse(row.value);
  }
  return settings as TAssociationSettings;
}

export async function findSectionVersion(executor: Executor, section: TAssociationSettingsSection, version: number): Promise<Row | undefined> {
  const [row] = await executor
    .select()
    .from(associationSettings)
    .where(and(eq(associationSettings.section, section), eq(associationSettings.version, version)));
  return row;
}

/** The section's versions, the most recent first, up to the history's length. */
export async function findSectionHistory(executor: Executor, section: TAssociationSettingsSection): Promise<Row[]> {
  return executor
    .select()
    .from(associationSettings)
    .where(eq(associationSettings.section, section))
    .orderBy(desc(associationSettings.version))
    .limit(ASSOCIATION_SETTINGS_LIMITS.HISTORY_LISTED);
}

/**
 * Inserts `version` of the section; answers undefined when that version exists already (another
 * save got there first, on this instance or another), which the caller reports as a conflict.
 */
export async function insertSectionVersion(
  executor: Executor,
  values: { section: TAssociationSettingsSection; version: number; value: unknown; savedBy: { id: number; name: string } },
): Promise<Row | undefined> {
  const [row] = await executor
    .insert(associationSettings)
    .values({ section: values.section, version: values.version, value: values.value, savedBy: values.savedBy.id, savedByName: values.savedBy.name })
    .onConflictDoNothing()
    .returning();
  return row;
}
