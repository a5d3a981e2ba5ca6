import { eurosToCents, type TRecordDonationRequest } from '@action-plus/contract';
import type { AppContext } from '#context';
import { confirmDonation } from './confirm-donation';
import { insertDonation, type DonationRow } from './donation-repository';

type ParsedRecord = Omit<TRecordDonationRequest, 'country'> & { country: string };

/**
 * A gift received by cheque, transfer, cash or direct debit, recorded by an admin: confirmed at
 * once on the day it was received, its receipt issued and mailed when the association is eligible.
 */
export async function recordDonation(context: AppContext, request: ParsedRecord, recordedBy: number): Promise<DonationRow> {
  const { donation, mailIds } = await context.db.transaction(async (tx) => {
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
    });
    const confirmed = (await confirmDonation(tx, context.config, pending.id, request.receivedOn))!;
    return { donation: confirmed.donation, mailIds: await context.mailer.storeMails(tx, confirmed.mails) };
  });
  context.mailer.sendStoredMails(mailIds);
  return donation;
}
