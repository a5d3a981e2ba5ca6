import { desc, eq } from 'drizzle-orm';
import { ASSOCIATION_SETTINGS_MESSAGES, ASSOCIATION_SETTINGS_SCHEMAS, type TAssociationSettingsSection } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { associationSettings, users } from '#db/schema';
import { badRequest, notFound } from '#lib/errors';
import { confirmIdentity } from '../setup/identity-prompt';
import { currentReadingOf, findSectionVersion, insertSectionVersion } from './settings-repository';
import { changedFields, recordAudit, type AuditActor } from '../audit/record-audit';

type Row = typeof associationSettings.$inferSelect;

/** A save's outcome: the new current version, or the one another admin saved meanwhile (409). */
export type SaveOutcome = { saved: Row } | { conflict: Row };

/** The section's value as its schema reads it, or a 400 naming the first field at fault. */
function parseSection(section: TAssociationSettingsSection, value: unknown, prefix = ''): unknown {
  const parsed = ASSOCIATION_SETTINGS_SCHEMAS[section].safeParse(value);
  if (parsed.success) return parsed.data;
  throw badRequest(`${prefix}${parsed.error.issues[0]?.message ?? 'Ces paramètres sont invalides.'}`);
}

/**
 * The section's current version. Two saves from the same version cannot both insert the next one
 * (the primary key): the second finds it taken and answers a conflict, on any instance.
 */
async function currentVersionOf(tx: Transaction, section: TAssociationSettingsSection): Promise<Row> {
  const [current] = await tx
    .select()
    .from(associationSettings)
    .where(eq(associationSettings.section, section))
    .orderBy(desc(associationSettings.version))
    .limit(1);
  if (!current) throw new Error(`Paramètres de l'association incomplets : la section « ${section} » manque dans association_settings.`);
  return current;
}

async function saverOf(tx: Transaction, userId: number) {
  const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return { id: userId, name: user ? `${user.firstName} ${user.lastName}` : 'Un administrateur' };
}

/**
 * Saves `value` as the section's next version, if the admin read the current one (`version`);
 * otherwise answers the current one, which another admin saved meanwhile. A value equal to the
 * current one adds no version.
 */
async function saveValue(
  db: Database,
  options: { section: TAssociationSettingsSection; readVersion: number; value: unknown; userId: number; actor?: AuditActor; restoredVersion?: number },
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const current = await currentVersionOf(tx, options.section);
    if (current.version !== options.readVersion) return { conflict: current };
    // Kept as it was or changed, a saved identity answers the first start's question.
    if (options.section === 'identity') await confirmIdentity(tx);
    const currentReading = currentReadingOf(options.section, current.value);
    if (JSON.stringify(currentReading) === JSON.stringify(options.value)) return { saved: current };
    const saved = await insertSectionVersion(tx, {
      section: options.section,
      version: current.version + 1,
      value: options.value,
      savedBy: await saverOf(tx, options.userId),
    });
    if (saved && options.actor !== undefined) {
      const asObject = (value: unknown): Record<string, unknown> =>
        value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
      const change = changedFields(asObject(currentReading), asObject(options.value));
      await recordAudit(tx, {
        actor: options.actor,
        action: options.restoredVersion === undefined ? 'settings.save' : 'settings.restore',
        targetType: 'settings',
        targetId: options.section,
        before: { version: current.version, ...change.before },
        after: { version: saved.version, ...(options.restoredVersion !== undefined && { restored_version: options.restoredVersion }), ...change.after },
      });
    }
    return saved ? { saved } : { conflict: (await findSectionVersion(tx, options.section, current.version + 1))! };
  });
}

export function saveSettingsSection(
  db: Database,
  options: { section: TAssociationSettingsSection; readVersion: number; value: unknown; userId: number; actor?: AuditActor },
): Promise<SaveOutcome> {
  return saveValue(db, { ...options, value: parseSection(options.section, options.value) });
}

/** Saves an earlier version's value as the section's next version. */
export async function restoreSettingsSection(
  db: Database,
  options: { section: TAssociationSettingsSection; readVersion: number; restoreVersion: number; userId: number; actor?: AuditActor },
): Promise<SaveOutcome> {
  const earlier = await findSectionVersion(db, options.section, options.restoreVersion);
  if (!earlier) throw notFound(ASSOCIATION_SETTINGS_MESSAGES.unknownVersion);
  const value = parseSection(options.section, earlier.value, 'Cette version ne respecte plus les règles actuelles\u00a0: ');
  return saveValue(db, {
    section: options.section,
    readVersion: options.readVersion,
    value,
    userId: options.userId,
    actor: options.actor,
    restoredVersion: options.restoreVersion,
  });
}
