import { and, isNotNull, sql } from 'drizzle-orm';
import { eurosToCents, type TRecordDonationRequest } from '@action-plus/contract';
import type { AppContext } from '#context';
import { users } from '#db/schema';
import { confirmDonation } from './confirm-donation';
import { insertDonation, type DonationRow } from './donation-repository';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { journalTaxReceipt } from '../tax-receipts/journal-tax-receipt';

type ParsedRecord = Omit<TRecordDonationRequest, 'country'> & { country: string };

/**
 * A gift received by cheque, transfer, cash or direct debit, recorded by an admin: confirmed at
 * once on the day it was received, its receipt issued and mailed when the association is eligible;
 * it belongs to the account whose confirmed address it carries, if any.
 */
export async function recordDonation(context: AppContext, request: ParsedRecord, recordedBy: number, actor?: AuditActor): Promise<DonationRow> {
  const { donation, mailIds } = await context.db.transaction(async (tx) => {
    // The admin vouches for the gift: it joins the account whose confirmed address it carries (decision 034).
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${request.email})`, isNotNull(users.emailVerifiedAt)));
    const pending = await insertDonation(tx, {
      amountCents: eurosToCents(request.amount),
      method: request.method,
      status: 'pending',
      donorFirstName: request.firstName,
      donorLastName: request.lastName,
      donorEmail: request.email,
      donorAddress: request.address,
      donorPostalCode: request.postalCode,
      donorCity: request.city,
      donorCountry: request.country,
      recordedBy,
      userId: account?.id ?? null,
    });
    const confirmed = (await confirmDonation(tx, context.config, pending.id, request.receivedOn))!;
    if (actor !== undefined) {
      const { donation } = confirmed;
      await recordAudit(tx, {
        actor,
        action: 'donation.record',
        targetType: 'donation',
        targetId: donation.id,
        after: {
          amount_cents: donation.amountCents,
          method: donation.method,
          received_on: donation.receivedOn,
          donor_name: `${donation.donorFirstName} ${donation.donorLastName}`,
          donor_email: donation.donorEmail,
          donor_address: `${donation.donorAddress}, ${donation.donorPostalCode} ${donation.donorCity}, ${donation.donorCountry}`,
        },
      });
      if (confirmed.receipt) await journalTaxReceipt(tx, actor, 'tax_receipt.issue', confirmed.receipt);
    }
    return { donation: confirmed.donation, mailIds: await context.mailer.storeMails(tx, confirmed.mails) };
  });
  context.mailer.sendStoredMails(mailIds);
  return donation;
}
