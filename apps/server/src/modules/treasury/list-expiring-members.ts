import { addDays, TREASURY_LIMITS, type TExpiringMember } from '@action-plus/contract';
import type { Database } from '#db/client';
import { findMembershipsEndingUncontinued } from './treasury-repository';

/**
 * The members whose membership ends within 30 days (today included) and that no renewal continues:
 * name, address and last day, soonest first.
 */
export async function listExpiringMembers(db: Database, today: string): Promise<TExpiringMember[]> {
  const rows = await findMembershipsEndingUncontinued(db, { from: today, to: addDays(today, TREASURY_LIMITS.EXPIRING_WITHIN_DAYS) });
  return rows.map((row) => ({
    user_id: row.userId,
    membership_id: row.membershipId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    end_date: row.endDate,
  }));
}
