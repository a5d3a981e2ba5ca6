import type { TTreasuryEvent } from '@action-plus/contract';
import type { Database } from '#db/client';
import { findEventsWithAttendance } from './treasury-repository';
import { monthOfInstant, zeroPerMonth, type TreasuryMonths } from './treasury-period';

/** Attendance of the events of the period: each event's participants and places, and their sums per month. */
export async function measureAttendance(db: Database, period: TreasuryMonths) {
  const rows = await findEventsWithAttendance(db, period.instants);
  const eventCounts = zeroPerMonth(period.months);
  const participants = zeroPerMonth(period.months);
  const capacity = zeroPerMonth(period.months);
  for (const row of rows) {
    const month = monthOfInstant(row.startsAt);
    eventCounts.set(month, (eventCounts.get(month) ?? 0) + 1);
    participants.set(month, (participants.get(month) ?? 0) + row.participants);
    capacity.set(month, (capacity.get(month) ?? 0) + row.capacity);
  }
  const events: TTreasuryEvent[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    participants: row.participants,
    capacity: row.capacity,
  }));
  return { events, eventCounts, participants, capacity };
}
