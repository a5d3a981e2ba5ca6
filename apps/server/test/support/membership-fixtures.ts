import { addMonths } from '@action-plus/contract';
import { memberships } from '#db/schema';
import type { TestApp } from './test-app';

/** A membership written straight to the database, for periods in the past or the future. */
export async function insertMembership(
  testApp: TestApp,
  userId: number,
  period: { startDate: string; durationMonths?: number; renewalCount?: number; type?: 'standard' | 'premium' | 'vip' },
) {
  const durationMonths = period.durationMonths ?? 12;
  const [row] = await testApp.context.db
    .insert(memberships)
    .values({
      userId,
      membershipType: period.type ?? 'standard',
      startDate: period.startDate,
      endDate: addMonths(period.startDate, durationMonths),
      durationMonths,
      amountCents: 2500,
      renewalCount: period.renewalCount ?? 0,
    })
    .returning();
  return row!;
}
