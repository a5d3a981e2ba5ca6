import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toParisDate } from '@action-plus/contract';
import { startHelloAssoStandIn, type HelloAssoStandIn } from '@action-plus/test-stand-ins/helloasso-stand-in';
import { donations, users } from '#db/schema';
import { extractPdfText } from '#test/support/pdf-text';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';
import { DONOR, oneLine, receiptOfDonation } from '../donations/donation-test-helpers';

const HELLOASSO = { clientId: 'client-identite', clientSecret: 'secret-identite', organizationSlug: 'action-plus' };

/** Decision 034: a receipt belongs to the donor it names; a yearly summary is per donor within an account. */
describe('donors’ identities on tax receipts', () => {
  let standIn: HelloAssoStandIn;
  let testApp: TestAppWithMail;
  let admin: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    standIn = await startHelloAssoStandIn(HELLOASSO);
    testApp = await createTestAppWithMail({
      helloAsso: { ...HELLOASSO, apiUrl: standIn.url },
      taxReceipts: { eligibleOverride: true, signatureFile: undefined },
    });
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  async function verifiedMember() {
    const member = await createTestUser(testApp);
    await testApp.context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.user.id));
    return member;
  }

  /** Gives online and pays at HelloAsso, signed in when `headers` are given; returns the donation's id. */
  async function giveAndPay(payload: Record<string, unknown>, headers?: Record<string, string>) {
    const response = await inject({
      method: 'POST',
      url: '/api/donations/checkout',
      payload: { ...DONOR, amount: 50, ...payload },
      ...(headers ? { headers } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    const intent = standIn.lastIntent()!;
    standIn.pay(intent.id);
    const back = await inject({ method: 'GET', url: `/api/payments/return?checkoutIntentId=${intent.id}&code=succeeded` });
    expect(back.headers.location).toContain('paiement=recu');
    return Number(intent.request.metadata!['donationId']);
  }

  const myReceipts = async (authorization: Record<string, string>) =>
    (await inject({ method: 'GET', url: '/api/users/me/tax-receipts', headers: authorization })).json() as {
      id: number;
      number: string;
      kind: string;
      amount: number;
      cancelled: boolean;
    }[];
  const yearly = (authorization: Record<string, string>, year: number) =>
    inject({ method: 'POST', url: '/api/users/me/tax-receipts/yearly', headers: authorization, payload: { year } });

  it('a gift made with a member’s address by someone not signed in never joins the member’s receipts or summary', async () => {
    const member = await verifiedMember();
    const memberName = { firstName: 'Nadia', lastName: 'Haddad', address: '4 rue du Pont', postalCode: '57000', city: 'Metz' };
    const own = await giveAndPay({ ...memberName, email: member.user.email, amount: 50 }, member.authorization);
    const intruderDonation = await giveAndPay({
      firstName: 'Ivan',
      lastName: 'Intrus',
      email: member.user.email,
      address: '9 impasse Noire',
      postalCode: '75011',
      city: 'Paris',
      amount: 5,
    });
    const intruderReceipt = (await receiptOfDonation(testApp, intruderDonation))!;
    expect(intruderReceipt.userId).toBeNull();

    const receipts = await myReceipts(member.authorization);
    expect(receipts.map((receipt) => receipt.number)).toEqual([(await receiptOfDonation(testApp, own))!.number]);
    expect((await inject({ method: 'GET', url: `/api/users/me/tax-receipts/${intruderReceipt.id}/pdf`, headers: member.authorization })).statusCode).toBe(404);

    const summary = await yearly(member.authorization, Number(toParisDate().slice(0, 4)));
    expect(summary.statusCode, summary.body).toBe(201);
    expect(summary.json()).toHaveLength(1);
    const pdf = oneLine(
      await extractPdfText(
        (await inject({ method: 'GET', url: `/api/users/me/tax-receipts/${summary.json()[0].id}/pdf`, headers: member.authorization })).rawPayload,
      ),
    );
    expect(pdf).toContain('Nadia Haddad');
    expect(pdf).toContain('4 rue du Pont');
    expect(pdf).not.toContain('Intrus');
    expect(pdf).not.toContain('impasse Noire');
    expect(summary.json()[0].amount).toBe(50);
    // The intruder's own receipt stays valid, with its own donor, and is never replaced.
    expect((await receiptOfDonation(testApp, intruderDonation))!).toMatchObject({ cancelledAt: null, replacedById: null, donorName: 'Ivan Intrus' });

    // The thank-you mail of a gift without an account sends nobody to a profile; the member’s does.
    const intruderMail = await testApp.smtp.waitForMail((mail) => mail.subject.includes(intruderReceipt.number));
    expect(intruderMail.text).not.toContain('profil');
    const ownNumber = receipts[0]!.number;
    const ownMail = await testApp.smtp.waitForMail((mail) => mail.subject.includes(ownNumber));
    expect(ownMail.text).toContain('Retrouver mes reçus dans mon profil');
  });

  it('one account giving for two people gets one summary for each, under each one’s name', async () => {
    const couple = await verifiedMember();
    const home = { address: '3 rue Taison', postalCode: '57000', city: 'Metz' };
    const record = (payload: Record<string, unknown>) =>
      inject({
        method: 'POST',
        url: '/api/admin/donations',
        headers: admin.authorization,
        payload: { ...home, email: couple.user.email, method: 'cheque', ...payload },
      });
    for (const payload of [
      { firstName: 'Jean', lastName: 'Dupont', amount: 30, receivedOn: '2022-02-01' },
      // The same person, typed otherwise: one identity.
      { firstName: 'jean ', lastName: 'DUPONT', address: '3, rue  Taison', amount: 10, receivedOn: '2022-06-01' },
      { firstName: 'Marie', lastName: 'Dupont', amount: 20, receivedOn: '2022-03-01' },
    ]) {
      expect((await record(payload)).statusCode).toBe(201);
    }
    const response = await yearly(couple.authorization, 2022);
    expect(response.statusCode, response.body).toBe(201);
    const summaries = response.json() as { id: number; amount: number }[];
    expect(summaries.map((summary) => summary.amount).sort()).toEqual([20, 40]);
    const names = await Promise.all(
      summaries.map(async (summary) =>
        oneLine(
          await extractPdfText(
            (await inject({ method: 'GET', url: `/api/users/me/tax-receipts/${summary.id}/pdf`, headers: couple.authorization })).rawPayload,
          ),
        ),
      ),
    );
    const jean = names[summaries.findIndex((summary) => summary.amount === 40)]!;
    const marie = names[summaries.findIndex((summary) => summary.amount === 20)]!;
    expect(jean.toLowerCase()).toContain('jean dupont');
    expect(jean).not.toContain('Marie');
    expect(marie).toContain('Marie Dupont');
    expect(marie).not.toContain('Jean');
    // Asked again with nothing new: the same two summaries.
    expect(((await yearly(couple.authorization, 2022)).json() as { id: number }[]).map((summary) => summary.id).sort()).toEqual(
      summaries.map((summary) => summary.id).sort(),
    );
    const valid = (await myReceipts(couple.authorization)).filter((receipt) => !receipt.cancelled);
    expect(valid).toHaveLength(2);
  });

  it('a refused checkout leaves the donation « abandonné », not pending', async () => {
    const response = await inject({ method: 'POST', url: '/api/donations/checkout', payload: { ...DONOR, email: 'refus@exemple.fr', amount: 30 } });
    expect(response.statusCode).toBe(201);
    const intent = standIn.lastIntent()!;
    const back = await inject({ method: 'GET', url: `/api/payments/return?checkoutIntentId=${intent.id}&code=refused` });
    expect(back.headers.location).toBe('/faire-un-don?paiement=annule');
    const [donation] = await testApp.context.db.select().from(donations).where(eq(donations.donorEmail, 'refus@exemple.fr'));
    expect(donation!.status).toBe('abandoned');
    const list = (await inject({ method: 'GET', url: '/api/admin/donations', headers: admin.authorization })).json();
    expect(list.find((row: { id: number }) => row.id === donation!.id)).toMatchObject({ status: 'abandoned' });
  });
});
