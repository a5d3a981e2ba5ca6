import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { MEMBERSHIP_MESSAGES, type TDuesSettings } from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';
import { startHelloAssoStandIn, type HelloAssoStandIn } from '@action-plus/test-stand-ins/helloasso-stand-in';
import { memberships, payments } from '#db/schema';
import { extractPdfText } from '#test/support/pdf-text';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';

const HELLOASSO = { clientId: 'client-dues', clientSecret: 'secret-dues', organizationSlug: 'action-plus' };

/** The dues an admin sets instead of the ones the site started with: a year dearer, a new quarter, the two longest gone. */
const NEW_DUES: TDuesSettings = {
  offers: [
    { durationMonths: 12, amountCents: 3000 },
    { durationMonths: 3, amountCents: 800 },
  ],
  defaultDurationMonths: 12,
  invoiceMentions: {
    vat: 'TVA non applicable aux cotisations, article 261-7-1° du CGI',
    additional: 'Association inscrite au registre du tribunal judiciaire de Metz, volume 12 folio 3.',
  },
};
const NOT_OFFERED = 'Durée non proposée\u00a0: choisissez 12 ou 3 mois.';

/** pdf.js cuts and joins lines as it draws them: spaces are compared as one. */
const normalise = (text: string) => text.replace(/\s+/g, ' ');

describe("the association's dues, as its admins set them", () => {
  let standIn: HelloAssoStandIn;
  let testApp: TestAppWithMail;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  let earlier: { memberId: number; membershipId: number; intentId: number; paymentId: number };

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const createMembership = (userId: number, duration: number, amount: number) =>
    inject({
      method: 'POST',
      url: '/api/admin/create-membership',
      headers: admin.authorization,
      payload: { userId, membershipType: 'standard', duration, amount },
    });
  const checkout = (member: { authorization: Record<string, string> }, durationMonths: number) =>
    inject({ method: 'POST', url: '/api/memberships/me/checkout', headers: member.authorization, payload: { durationMonths } });
  const invoiceText = async (membershipId: number) => {
    const pdf = await inject({ method: 'GET', url: `/api/admin/download-invoice-membership/${membershipId}`, headers: admin.authorization });
    expect(pdf.statusCode).toBe(200);
    return normalise(await extractPdfText(pdf.rawPayload));
  };

  beforeAll(async () => {
    standIn = await startHelloAssoStandIn(HELLOASSO);
    testApp = await createTestAppWithMail({ helloAsso: { ...HELLOASSO, apiUrl: standIn.url } });
    admin = await createTestUser(testApp, { role: 'admin' });

    // Before the change: a membership of 24 months at 45 €, and a member who starts paying 36 months at 65 €.
    const member = await createTestUser(testApp);
    const recorded = await createMembership(member.user.id, 24, 45);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const payer = await createTestUser(testApp);
    expect((await checkout(payer, 36)).statusCode).toBe(200);
    const intent = standIn.lastIntent()!;
    const [payment] = await testApp.context.db
      .select()
      .from(payments)
      .where(eq(payments.checkoutIntentId, String(intent.id)));
    earlier = { memberId: payer.user.id, membershipId: recorded.json().membership_id, intentId: intent.id, paymentId: payment!.id };

    const saved = await inject({
      method: 'PUT',
      url: '/api/admin/association-settings/dues',
      headers: admin.authorization,
      payload: { version: 1, value: NEW_DUES },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  it('start as the prices the site asked until 1.1, and are given to every page once changed', async () => {
    const history = (await inject({ method: 'GET', url: '/api/admin/association-settings/dues/history', headers: admin.authorization })).json();
    expect(history.versions.at(-1)).toMatchObject({ version: 1, value: ACTION_PLUS.dues, saved_by_name: null });
    expect((await inject({ method: 'GET', url: '/api/association' })).json().dues).toEqual(NEW_DUES);
  });

  it('refuse, in French and naming the durations offered, a membership an admin records for a duration no longer offered', async () => {
    const { user } = await createTestUser(testApp);
    const created = await createMembership(user.id, 24, 45);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ detail: NOT_OFFERED });
    expect(NOT_OFFERED).toBe(MEMBERSHIP_MESSAGES.durationNotOffered([12, 3]));
    const renewed = await inject({
      method: 'POST',
      url: `/api/admin/members/${user.id}/renew`,
      headers: admin.authorization,
      payload: { duration: 6, amount: 15 },
    });
    expect(renewed.statusCode).toBe(400);
    expect(renewed.json()).toEqual({ detail: NOT_OFFERED });

    // The new duration is recorded, at the amount the admin types.
    const quarter = await createMembership(user.id, 3, 8);
    expect(quarter.statusCode, quarter.body).toBe(201);
    expect(quarter.json().membership).toMatchObject({ duration_months: 3, amount: 8 });
  });

  it('are what HelloAsso is asked for an online payment, and a duration no longer offered is refused in French', async () => {
    const member = await createTestUser(testApp);
    expect((await checkout(member, 3)).statusCode).toBe(200);
    expect(standIn.lastIntent()!.request).toMatchObject({ totalAmount: 800, initialAmount: 800, metadata: { durationMonths: 3, amountCents: 800 } });
    expect((await checkout(member, 12)).statusCode).toBe(200);
    expect(standIn.lastIntent()!.request.totalAmount).toBe(3000);

    const longest = await checkout(member, 36);
    expect(longest.statusCode).toBe(400);
    expect(longest.json()).toEqual({ detail: NOT_OFFERED });
  });

  it('leave the memberships recorded before alone, and record a payment started before for what the member was asked', async () => {
    const [before] = await testApp.context.db.select().from(memberships).where(eq(memberships.id, earlier.membershipId));
    expect(before).toMatchObject({ durationMonths: 24, amountCents: 4500 });

    standIn.pay(earlier.intentId);
    const response = await inject({
      method: 'GET',
      url: `/api/payments/return?checkoutIntentId=${earlier.intentId}&code=succeeded&orderId=${standIn.intent(earlier.intentId)!.order!.id}`,
      remoteAddress: '127.0.2.1',
    });
    expect(response.statusCode).toBe(303);
    const [paid] = await testApp.context.db.select().from(memberships).where(eq(memberships.userId, earlier.memberId));
    expect(paid).toMatchObject({ durationMonths: 36, amountCents: 6500 });
  });

  it('print the new VAT mention and the additional one on a new invoice, and only the VAT one once the other is emptied', async () => {
    const { user } = await createTestUser(testApp);
    const created = await createMembership(user.id, 12, 30);
    expect(created.statusCode).toBe(201);
    const text = await invoiceText(created.json().membership_id);
    expect(text).toContain(normalise(NEW_DUES.invoiceMentions.vat));
    expect(text).toContain(normalise(NEW_DUES.invoiceMentions.additional));
    expect(text).not.toContain(ACTION_PLUS.dues.invoiceMentions.vat);

    const withoutAdditional = { ...NEW_DUES, invoiceMentions: { ...NEW_DUES.invoiceMentions, additional: '' } };
    const saved = await inject({
      method: 'PUT',
      url: '/api/admin/association-settings/dues',
      headers: admin.authorization,
      payload: { version: 2, value: withoutAdditional },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await createTestUser(testApp);
    const next = await createMembership(other.user.id, 3, 8);
    const nextText = await invoiceText(next.json().membership_id);
    expect(nextText).toContain(normalise(NEW_DUES.invoiceMentions.vat));
    expect(nextText).not.toContain('volume 12 folio 3');
  });

  it('refuse an offer list without the default duration, or with one duration twice, in French next to the field', async () => {
    const refused = await inject({
      method: 'PUT',
      url: '/api/admin/association-settings/dues',
      headers: admin.authorization,
      payload: { version: 3, value: { ...NEW_DUES, defaultDurationMonths: 24 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('La durée proposée par défaut doit être l’une des durées proposées.');
    const twice = await inject({
      method: 'PUT',
      url: '/api/admin/association-settings/dues',
      headers: admin.authorization,
      payload: { version: 3, value: { ...NEW_DUES, offers: [...NEW_DUES.offers, { durationMonths: 3, amountCents: 900 }] } },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe('Cette durée est déjà proposée plus haut.');
  });
});
