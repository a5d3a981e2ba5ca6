import { eq } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES, MEMBERSHIP_PAYMENT_MESSAGES, toParisDate, type TMarkMembershipPaidRequest, type TMembership } from '@action-plus/contract';
import type { AppContext } from '#context';
import { invoices, memberships, users } from '#db/schema';
import { badRequest, conflict, notFound } from '#lib/errors';
import { issueInvoice } from '../invoices/issue-invoice';
import { renderInvoicePdf } from '../invoices/render-invoice-pdf';
import { membershipInvoiceMail } from './membership-invoice-mails';
import { toMembershipResponse } from './membership-repository';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { journalInvoiceIssued } from './record-membership';

/**
 * An admin records that dues « À régler » were paid (decision 036): the invoice keeps its number
 * and its amount and now says « Payée le … par … », and the member is mailed it. Also completes an
 * invoice of version 1.0.0, whose payment was never recorded. The membership's and then the
 * invoice's rows are locked, so two admins marking it at once record one payment (the second: 409).
 */
export async function markMembershipPaid(
  context: AppContext,
  membershipId: number,
  request: TMarkMembershipPaidRequest,
  actor?: AuditActor,
): Promise<TMembership> {
  const today = toParisDate();
  const paidOn = request.paidOn ?? today;
  const { membership, mailIds } = await context.db.transaction(async (tx) => {
    const [membershipRow] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for('update');
    if (!membershipRow) throw notFound(MEMBERSHIP_MESSAGES.membershipNotFound);
    const [member] = await tx.select().from(users).where(eq(users.id, membershipRow.userId));
    let [invoice] = await tx.select().from(invoices).where(eq(invoices.membershipId, membershipId)).for('update');
    // A membership recorded before invoices existed gets its invoice now, as on its first download.
    if (!invoice) {
      invoice = await issueInvoice(tx, membershipRow, member!, { status: null, method: null, paidOn: null });
      if (actor !== undefined) await journalInvoiceIssued(tx, actor, invoice);
    }
    if (invoice.paymentStatus === 'paid' || invoice.paymentStatus === 'free') throw conflict(MEMBERSHIP_PAYMENT_MESSAGES.notDue);
    if (invoice.amountCents === 0) throw badRequest(MEMBERSHIP_PAYMENT_MESSAGES.paidWithoutAmount);
    const [paid] = await tx
      .update(invoices)
      .set({ paymentStatus: 'paid', paymentMethod: request.paymentMethod, paidOn })
      .where(eq(invoices.id, invoice.id))
      .returning();
    if (actor !== undefined) {
      await recordAudit(tx, {
        actor,
        action: 'membership.payment_recorded',
        targetType: 'membership',
        targetId: membershipId,
        before: { invoice: invoice.number, payment_status: invoice.paymentStatus, payment_method: invoice.paymentMethod, paid_on: invoice.paidOn },
        after: { invoice: paid!.number, payment_status: paid!.paymentStatus, payment_method: paid!.paymentMethod, paid_on: paid!.paidOn },
      });
    }
    const response = toMembershipResponse(
      { membership: membershipRow, invoiceNumber: paid!.number, paymentStatus: paid!.paymentStatus, paymentMethod: paid!.paymentMethod, paidOn: paid!.paidOn },
      today,
    );
    const pdf = await renderInvoicePdf(paid!, await context.associationSettings.read(tx));
    const mail = membershipInvoiceMail({
      to: member!.email,
      firstName: member!.firstName,
      membership: response,
      invoice: paid!,
      pdf,
      publicUrl: context.config.publicUrl,
      occasion: 'paid',
    });
    return { membership: response, mailIds: await context.mailer.storeMails(tx, [mail]) };
  });
  context.mailer.sendStoredMails(mailIds);
  return membership;
}
