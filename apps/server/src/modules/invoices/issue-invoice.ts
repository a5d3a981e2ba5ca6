import { eq } from 'drizzle-orm';
import { formatMemberNumber, toParisDate, type TMembershipPaymentMethod, type TMembershipPaymentStatus } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { invoices, memberships, users } from '#db/schema';
import { allocateYearlyNumber } from '#lib/yearly-counter';
import { snapshotIssuer } from '../association-settings/issuer-snapshot';

export type InvoiceRow = typeof invoices.$inferSelect;
type MembershipRow = typeof memberships.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** How the dues were settled, as the invoice records it (decision 036); all null for « not recorded ». */
export interface InvoicePayment {
  status: TMembershipPaymentStatus | null;
  method: TMembershipPaymentMethod | null;
  paidOn: string | null;
}

const NOT_RECORDED: InvoicePayment = { status: null, method: null, paidOn: null };

/**
 * Issues the invoice of a membership inside the caller's transaction, with a snapshot of what it
 * bills and of who issues it: later changes to the member's name or e-mail, their account's
 * deletion or the association's move leave the issued document as it was.
 */
export async function issueInvoice(
  tx: Transaction,
  membership: MembershipRow,
  member: UserRow,
  payment: InvoicePayment,
  issuedAt = new Date(),
): Promise<InvoiceRow> {
  const year = Number(toParisDate(issuedAt).slice(0, 4));
  const allocated = await allocateYearlyNumber(tx, 'invoice', year);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      membershipId: membership.id,
      ...allocated,
      issuedAt,
      billedName: `${member.firstName} ${member.lastName}`,
      billedEmail: member.email,
      memberNumber: formatMemberNumber(member.id, member.createdAt),
      membershipType: membership.membershipType,
      periodStart: membership.startDate,
      periodEnd: membership.endDate,
      durationMonths: membership.durationMonths,
      amountCents: membership.amountCents,
      paymentStatus: payment.status,
      paymentMethod: payment.method,
      paidOn: payment.paidOn,
      issuer: await snapshotIssuer(tx, 'invoice'),
    })
    .returning();
  return invoice!;
}

/**
 * The invoice of a membership, issued on the spot if it has none yet (a membership recorded before
 * invoices existed). The membership row is locked first, so two downloads racing issue one invoice
 * and spend one number. Undefined when the membership does not exist.
 */
export async function ensureMembershipInvoice(
  db: Database,
  membershipId: number,
  onIssued?: (tx: Transaction, invoice: InvoiceRow) => Promise<void>,
): Promise<InvoiceRow | undefined> {
  const [existing] = await db.select().from(invoices).where(eq(invoices.membershipId, membershipId));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [membership] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for('update');
    if (!membership) return undefined;
    const [issued] = await tx.select().from(invoices).where(eq(invoices.membershipId, membershipId));
    if (issued) return issued;
    const [member] = await tx.select().from(users).where(eq(users.id, membership.userId));
    // Its payment was never recorded: the invoice claims nothing about it.
    const invoice = await issueInvoice(tx, membership, member!, NOT_RECORDED);
    await onIssued?.(tx, invoice);
    return invoice;
  });
}
