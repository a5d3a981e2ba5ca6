import { eq, sql } from 'drizzle-orm';
import { addDays, ASSEMBLY_MESSAGES, type TStatutesSettings } from '@action-plus/contract';
import type { Database } from '#db/client';
import { assemblies, assemblyVoters } from '#db/schema';
import { conflict } from '#lib/errors';
import { toParisDateTime } from '#lib/paris-time';
import type { AssociationSettingsReader } from '../association-settings/association-settings-reader';
import { recordAudit } from '../audit/record-audit';
import type { AssemblyRow } from './assembly-repository';
import { lockDraft, type AssemblyManager } from './save-assembly';

/** The day the voters' membership must be current: the assembly's day, or the statutes' days before it. */
export const cutOffDateOf = (startsAt: Date, statutes: Pick<TStatutesSettings, 'voterCutOffDaysBefore'>) =>
  addDays(toParisDateTime(startsAt).date, -statutes.voterCutOffDaysBefore);

/**
 * Freezes the voters' list under the statutes of the moment (read from the settings, kept on the
 * assembly): every account with a membership current on the cut-off day (first and last days
 * included). An honorary membership, one given without dues (amount 0, decision 050), makes a voter
 * only when the statutes say honorary members vote. Frozen again while the assembly is a draft, it
 * is computed anew; once convened it no longer changes, and later renewals are shown apart.
 */
export async function freezeVoters(
  db: Database,
  settings: AssociationSettingsReader,
  assemblyId: number,
  manager: AssemblyManager,
  now = new Date(),
): Promise<AssemblyRow> {
  return db.transaction(async (tx) => {
    const assembly = await lockDraft(tx, assemblyId);
    const { statutes } = await settings.read(tx);
    const cutOffDate = cutOffDateOf(assembly.startsAt, statutes);
    await tx.delete(assemblyVoters).where(eq(assemblyVoters.assemblyId, assemblyId));
    await tx.execute(sql`
      insert into assembly_voters (assembly_id, user_id, first_name, last_name)
      select ${assemblyId}, u.id, u.first_name, u.last_name
      from users u
      where exists (
        select 1 from memberships m
        where m.user_id = u.id
          and m.start_date <= ${cutOffDate}::date and m.end_date >= ${cutOffDate}::date
          and (${statutes.honoraryMembersVote} or m.amount_cents > 0)
      )
      order by u.last_name, u.first_name, u.id`);
    const [updated] = await tx
      .update(assemblies)
      .set({ votersFrozenAt: now, cutOffDate, statutes, updatedAt: now })
      .where(eq(assemblies.id, assemblyId))
      .returning();
    const [count] = await tx
      .select({ count: sql<number>`count(*)::integer` })
      .from(assemblyVoters)
      .where(eq(assemblyVoters.assemblyId, assemblyId));
    await recordAudit(tx, {
      actor: manager,
      action: 'assembly.voters_freeze',
      targetType: 'assembly',
      targetId: assemblyId,
      after: { cut_off_date: cutOffDate, voters: Number(count?.count ?? 0), statutes },
    });
    if (!updated) throw conflict(ASSEMBLY_MESSAGES.notFound);
    return updated;
  });
}
