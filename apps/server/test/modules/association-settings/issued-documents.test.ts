import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';
import { invoices, taxReceipts } from '#db/schema';
import { revalidationIntervalFor } from '#modules/events/events-read-cache';
import { extractPdfText } from '#test/support/pdf-text';
import { saveCurrentSection } from '#test/support/association-settings';
import { createTestApp, createTestAppWithMail, createTestUser, type TestApp, type TestAppWithMail } from '#test/support/test-app';
import { DONOR, oneLine, receiptOfDonation, today } from '../donations/donation-test-helpers';

/**
 * An invoice or a tax receipt is an accounting record: downloaded again after the association moved,
 * changed its name or its signatory, it shows the association as it was when it was issued; one
 * issued after the change, on either instance, shows the new settings.
 */
describe('issued invoices and receipts keep the association as it was', () => {
  let first: TestAppWithMail;
  let second: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    first = await createTestAppWithMail({ taxReceipts: { eligibleOverride: true, signatureFile: undefined } });
    second = await createTestApp({ database: first.database, config: { taxReceipts: { eligibleOverride: true, signatureFile: undefined } } });
    admin = await createTestUser(first, { role: 'admin' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const waitForRevalidation = () => new Promise((resolve) => setTimeout(resolve, revalidationIntervalFor(first.context.db) + 50));
  const pdfText = async (testApp: TestApp, url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: admin.authorization });
    expect(response.statusCode, url).toBe(200);
    return oneLine(await extractPdfText(response.rawPayload));
  };
  const recordMembership = async (testApp: TestApp) => {
    const { user } = await createTestUser(first);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/create-membership',
      headers: admin.authorization,
      payload: { userId: user.id, membershipType: 'standard', duration: 12, amount: 25 },
    });
    expect(response.statusCode).toBe(201);
    return response.json().membership.id as number;
  };
  const recordDonation = async (testApp: TestApp) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/donations',
      headers: admin.authorization,
      payload: { ...DONOR, amount: 40, method: 'cheque', receivedOn: today() },
    });
    expect(response.statusCode).toBe(201);
    return (await receiptOfDonation(first, response.json().id))!;
  };
  const save = async (section: 'identity' | 'contact' | 'taxReceipts' | 'dues', value: unknown) =>
    expect((await saveCurrentSection(first, admin, section, value)).statusCode).toBe(200);

  it('print the issuer they were issued with, and new ones the settings saved since', async () => {
    const oldMembership = await recordMembership(first);
    const oldReceipt = await recordDonation(first);
    const [storedInvoice] = await first.context.db.select().from(invoices).where(eq(invoices.membershipId, oldMembership));
    expect(storedInvoice!.issuer).toEqual({ identity: ACTION_PLUS.identity, contact: ACTION_PLUS.contact, dues: ACTION_PLUS.dues });
    expect(oldReceipt.issuer).toEqual({ identity: ACTION_PLUS.identity, contact: ACTION_PLUS.contact, taxReceipts: ACTION_PLUS.taxReceipts });

    await save('identity', { ...ACTION_PLUS.identity, name: 'Les Amis du Quartier' });
    await save('contact', { ...ACTION_PLUS.contact, address: { ...ACTION_PLUS.contact.address, street: '8 place Saint-Louis' } });
    await save('taxReceipts', { ...ACTION_PLUS.taxReceipts, signatory: { name: 'Zeynep Yılmaz', title: 'Trésorière' } });
    await save('dues', { ...ACTION_PLUS.dues, invoiceMentions: { vat: 'TVA non applicable, article 261-7-1° du CGI', additional: '' } });
    await waitForRevalidation();

    for (const testApp of [first, second]) {
      const invoice = await pdfText(testApp, `/api/admin/download-invoice-membership/${oldMembership}`);
      expect(invoice).toContain(ACTION_PLUS.contact.address.street);
      expect(invoice).toContain(ACTION_PLUS.identity.name);
      expect(invoice).not.toContain('8 place Saint-Louis');
      expect(invoice).toContain(ACTION_PLUS.dues.invoiceMentions.vat);
      const receipt = await pdfText(testApp, `/api/admin/tax-receipts/${oldReceipt.id}/pdf`);
      expect(receipt).toContain(ACTION_PLUS.taxReceipts.signatory.name);
      expect(receipt).not.toContain('Zeynep Yılmaz');
    }

    // Issued after the change, on the other instance: the new association.
    const newMembership = await recordMembership(second);
    const newInvoice = await pdfText(second, `/api/admin/download-invoice-membership/${newMembership}`);
    expect(newInvoice).toContain('8 place Saint-Louis');
    expect(newInvoice).toContain('Les Amis du Quartier');
    expect(newInvoice).toContain('TVA non applicable, article 261-7-1° du CGI');
    const newReceipt = await recordDonation(second);
    const receipt = await pdfText(first, `/api/admin/tax-receipts/${newReceipt.id}/pdf`);
    expect(receipt).toContain('Zeynep Yılmaz');
    expect(receipt).toContain('8 place Saint-Louis');
  });

  it('draw a document issued before snapshots existed with the settings as they are', async () => {
    const membership = await recordMembership(first);
    await first.context.db.update(invoices).set({ issuer: null }).where(eq(invoices.membershipId, membership));
    expect(await pdfText(first, `/api/admin/download-invoice-membership/${membership}`)).toContain('8 place Saint-Louis');
    const receipt = await recordDonation(first);
    await first.context.db.update(taxReceipts).set({ issuer: null }).where(eq(taxReceipts.id, receipt.id));
    expect(await pdfText(first, `/api/admin/tax-receipts/${receipt.id}/pdf`)).toContain('Zeynep Yılmaz');
  });
});
