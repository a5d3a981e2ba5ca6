import { eq } from 'drizzle-orm';
import { donations, taxReceipts } from '#db/schema';
import type { TestApp } from '#test/support/test-app';

export const DONOR = {
  firstName: 'Élodie',
  lastName: 'Lefèvre',
  email: 'elodie.lefevre@exemple.fr',
  address: '12 rue des Clercs',
  postalCode: '57000',
  city: 'Metz',
};

export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

export const donationRow = async (testApp: TestApp, id: number) => (await testApp.context.db.select().from(donations).where(eq(donations.id, id)))[0]!;
export const receiptOfDonation = async (testApp: TestApp, id: number) =>
  (await testApp.context.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, id)))[0];

/** The text of a PDF on one line, as the mentions are checked. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ');
