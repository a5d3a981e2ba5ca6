import { and, eq, sql } from 'drizzle-orm';
import { MAIL_CONSENT_KINDS, type TMailConsentKind, type TMailConsentSource, type TMailPreference } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { mailConsents } from '#db/schema';

/** Every kind, in the contract's order: a kind never chosen reads as not consented, with no date nor source. */
export async function readMailPreferences(db: Database | Transaction, userId: number): Promise<TMailPreference[]> {
  const rows = await db.select().from(mailConsents).where(eq(mailConsents.userId, userId));
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return MAIL_CONSENT_KINDS.map((kind) => {
    const row = byKind.get(kind);
    return { kind, consented: row?.consented ?? false, changed_at: row?.changedAt.toISOString() ?? null, source: row?.source ?? null };
  });
}

/**
 * Records the choices given: a kind whose choice is unchanged keeps its date and source (the proof
 * of when consent was given), a changed or first choice is dated now with `source`. One statement
 * per kind, each an upsert that only writes when the value differs, so that two saves racing end
 * with the last one's choices and never a duplicate row.
 */
export async function saveMailChoices(
  db: Database | Transaction,
  userId: number,
  choices: Partial<Record<TMailConsentKind, boolean>>,
  source: TMailConsentSource,
): Promise<void> {
  const values = MAIL_CONSENT_KINDS.filter((kind) => choices[kind] !== undefined).map((kind) => ({ userId, kind, consented: choices[kind]!, source }));
  if (values.length === 0) return;
  await db
    .insert(mailConsents)
    .values(values)
    .onConflictDoUpdate({
      target: [mailConsents.userId, mailConsents.kind],
      set: { consented: sql`excluded.consented`, source: sql`excluded.source`, changedAt: sql`now()` },
      setWhere: sql`${mailConsents.consented} is distinct from excluded.consented`,
    });
}

/** The one-click unsubscribe: that kind off, from a mail's link (nothing changes when it already was). */
export async function turnMailKindOff(db: Database, userId: number, kind: TMailConsentKind): Promise<void> {
  await saveMailChoices(db, userId, { [kind]: false }, 'mail_link');
}

/** Whether the account chose this kind (tests and the archive read it). */
export async function hasConsented(db: Database, userId: number, kind: TMailConsentKind): Promise<boolean> {
  const [row] = await db
    .select({ consented: mailConsents.consented })
    .from(mailConsents)
    .where(and(eq(mailConsents.userId, userId), eq(mailConsents.kind, kind)));
  return row?.consented ?? false;
}
