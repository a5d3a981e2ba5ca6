import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_MESSAGES,
  INVOICE_MENTIONS,
  MEMBERSHIP_PAYMENT_MESSAGES,
  TREASURY_EXPORT_LABELS,
  addDays,
  formatMemberNumber,
  toParisDate,
  type TMembership,
  ROLE_MESSAGES,
} from '@action-plus/contract';
import { invoices } from '#db/schema';
import { longParisDate } from '#test/support/french-long-date';
import { insertMembership } from '#test/support/membership-fixtures';
import { extractPdfText } from '#test/support/pdf-text';
import { createTestAppWithMail, createTestUser, type TestAppWithMail } from '#test/support/test-app';

const normalise = (text: string) => text.replace(/\s+/g, ' ');

describe('the treasurer records how and when a membership was paid (decision 036)', () => {
  let testApp: TestAppWithMail;
  let adminHeaders: Record<string, string>;
  const today = () => toParisDate();

  beforeAll(async () => {
    testApp = await createTestAppWithMail();
    adminHeaders = (await createTestUser(testApp, { role: 'admin' })).authorization;
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: object, headers = adminHeaders) => testApp.app.inject({ method: 'POST', url, headers, payload });
  const create = (userId: number, fields: object = {}) =>
    post('/api/admin/create-membership', { userId, membershipType: 'standard', duration: 12, amount: 25, ...fields });
  const invoiceText = async (membershipId: number) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/download-invoice-membership/${membershipId}`, headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    return normalise(await extractPdfText(response.rawPayload));
  };
  const mailTo = (email: string, subject: RegExp) => testApp.smtp.waitForMail((mail) => mail.to.includes(email) && subject.test(mail.subject));

  it('records a cheque and its day: the invoice says « Payée le … par chèque » and is mailed to the member', async () => {
    const { user } = await createTestUser(testApp, { firstName: 'Şükrü' });
    const paidOn = addDays(today(), -3);
    const response = await create(user.id, { paymentMethod: 'cheque', paidOn });
    expect(response.statusCode, response.body).toBe(201);
    const membership = response.json().membership as TMembership;
    expect(membership).toMatchObject({ payment_status: 'paid', payment_method: 'cheque', paid_on: paidOn });

    const text = await invoiceText(membership.id);
    expect(text).toContain(normalise(INVOICE_MENTIONS.paidOn(longParisDate(paidOn), 'par chèque')));

    const mail = await mailTo(user.email, /facture/);
    expect(mail.subject).toContain(membership.invoice_number!);
    expect(mail.text).toContain(`réglée le ${longParisDate(paidOn)} par chèque`);
    const attachment = mail.attachments.find((file) => file.filename === `facture_membership_${membership.id}.pdf`);
    expect(attachment?.contentType).toContain('application/pdf');
    const attached = normalise(await extractPdfText(attachment!.bytes));
    expect(attached).toContain(`N° ${membership.invoice_number}`);
    expect(attached).toContain(`N° de membre : ${formatMemberNumber(user.id, user.createdAt)}`);
    expect(attached).toContain(normalise(INVOICE_MENTIONS.paidOn(longParisDate(paidOn), 'par chèque')));
  });

  it('takes today, on Paris’s calendar, when the day is not given', async () => {
    const { user } = await createTestUser(testApp);
    const response = await create(user.id, { paymentMethod: 'especes' });
    expect(response.json().membership).toMatchObject({ payment_status: 'paid', payment_method: 'especes', paid_on: today() });
    expect(await invoiceText(response.json().membership.id)).toContain(normalise(INVOICE_MENTIONS.paidOn(longParisDate(today()), 'en espèces')));
  });

  it('records dues not paid yet as « À régler », never « Payée », for the specification’s body as for an explicit one', async () => {
    for (const fields of [{}, { paymentMethod: null }]) {
      const { user } = await createTestUser(testApp);
      const response = await create(user.id, fields);
      expect(response.statusCode, response.body).toBe(201);
      const membership = response.json().membership as TMembership;
      expect(membership).toMatchObject({ payment_status: 'due', payment_method: null, paid_on: null });
      const text = await invoiceText(membership.id);
      expect(text).toContain(normalise(INVOICE_MENTIONS.due));
      expect(text).not.toContain('Payée');
      const mail = await mailTo(user.email, /facture/);
      expect(mail.text).toContain('reste à régler');
      expect(mail.text).not.toMatch(/payée|réglée le/i);
    }
  });

  it('records a free membership at 0 €, with nothing to pay and no day', async () => {
    const { user } = await createTestUser(testApp);
    const response = await create(user.id, { paymentMethod: 'gratuit', amount: 0 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().membership).toMatchObject({ amount: 0, payment_status: 'free', payment_method: null, paid_on: null });
    const text = await invoiceText(response.json().membership.id);
    expect(text).toContain(normalise(INVOICE_MENTIONS.freeNote));
    expect(text).not.toContain('Payée');
  });

  it('records the method and day of a renewal too, and mails its invoice', async () => {
    const { user } = await createTestUser(testApp);
    await insertMembership(testApp, user.id, { startDate: addDays(today(), -30) });
    const response = await post(`/api/admin/members/${user.id}/renew`, { duration: 6, amount: 15, paymentMethod: 'helloasso_hors_site', paidOn: today() });
    expect(response.statusCode, response.body).toBe(201);
    const membership = response.json().membership as TMembership;
    expect(membership).toMatchObject({ renewal_count: 1, payment_status: 'paid', payment_method: 'helloasso_hors_site', paid_on: today() });
    expect(await invoiceText(membership.id)).toContain(normalise(INVOICE_MENTIONS.paidOn(longParisDate(today()), 'par HelloAsso (hors site)')));
    const mail = await mailTo(user.email, /facture/);
    expect(mail.attachments.map((file) => file.filename)).toContain(`facture_membership_${membership.id}.pdf`);
  });

  describe('refuses what cannot be true, in French, naming the field, and records nothing', () => {
    const cases: { name: string; fields: object; detail: string }[] = [
      { name: 'an unknown method', fields: { paymentMethod: 'bitcoin' }, detail: MEMBERSHIP_PAYMENT_MESSAGES.methodInvalid },
      { name: 'a method that is not text', fields: { paymentMethod: 3 }, detail: MEMBERSHIP_PAYMENT_MESSAGES.methodInvalid },
      { name: 'the online method, which only HelloAsso records', fields: { paymentMethod: 'helloasso' }, detail: MEMBERSHIP_PAYMENT_MESSAGES.methodInvalid },
      {
        name: 'a day in the future',
        fields: { paymentMethod: 'cheque', paidOn: addDays(toParisDate(), 1) },
        detail: MEMBERSHIP_PAYMENT_MESSAGES.paidOnInFuture,
      },
      { name: 'a French-style date', fields: { paymentMethod: 'cheque', paidOn: '03/02/2026' }, detail: MEMBERSHIP_PAYMENT_MESSAGES.paidOnInvalid },
      { name: 'a day that does not exist', fields: { paymentMethod: 'cheque', paidOn: '2025-02-30' }, detail: MEMBERSHIP_PAYMENT_MESSAGES.paidOnInvalid },
      {
        name: 'an instant instead of a day',
        fields: { paymentMethod: 'cheque', paidOn: '2025-02-03T10:00:00Z' },
        detail: MEMBERSHIP_PAYMENT_MESSAGES.paidOnInvalid,
      },
      { name: 'a huge string', fields: { paymentMethod: 'cheque', paidOn: '9'.repeat(1_000) }, detail: MEMBERSHIP_PAYMENT_MESSAGES.paidOnInvalid },
      { name: 'a day that is a number', fields: { paymentMethod: 'cheque', paidOn: 20250203 }, detail: MEMBERSHIP_PAYMENT_MESSAGES.paidOnInvalid },
      { name: 'a day without a method', fields: { paidOn: '2025-02-03' }, detail: MEMBERSHIP_PAYMENT_MESSAGES.paidOnWithoutPayment },
      {
        name: 'a day for a free membership',
        fields: { paymentMethod: 'gratuit', amount: 0, paidOn: '2025-02-03' },
        detail: MEMBERSHIP_PAYMENT_MESSAGES.paidOnWithoutPayment,
      },
      { name: 'a free membership with an amount', fields: { paymentMethod: 'gratuit', amount: 25 }, detail: MEMBERSHIP_PAYMENT_MESSAGES.freeHasAmount },
      { name: 'a cheque of 0 €', fields: { paymentMethod: 'cheque', amount: 0 }, detail: MEMBERSHIP_PAYMENT_MESSAGES.paidWithoutAmount },
    ];
    for (const { name, fields, detail } of cases) {
      it(name, async () => {
        const { user } = await createTestUser(testApp);
        const added = await create(user.id, fields);
        expect(added.statusCode, added.body).toBe(400);
        expect(added.json()).toEqual({ detail });
        const renewed = await post(`/api/admin/members/${user.id}/renew`, { duration: 12, amount: 25, ...fields });
        expect(renewed.statusCode, renewed.body).toBe(400);
        expect(renewed.json()).toEqual({ detail });
        const details = await testApp.app.inject({ method: 'GET', url: `/api/admin/members/${user.id}`, headers: adminHeaders });
        expect(details.json().memberships).toEqual([]);
      });
    }
  });

  describe('marking dues « À régler » as paid later', () => {
    const markPaid = (membershipId: number, payload: object, headers = adminHeaders) =>
      post(`/api/admin/memberships/${membershipId}/payment`, payload, headers);

    it('turns the invoice into « Payée le … par virement », keeping its number, and mails it', async () => {
      const { user } = await createTestUser(testApp);
      const due = (await create(user.id)).json().membership as TMembership;
      const paidOn = addDays(today(), -1);
      const response = await markPaid(due.id, { paymentMethod: 'virement', paidOn });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        membership: { ...due, payment_status: 'paid', payment_method: 'virement', paid_on: paidOn },
        message: MEMBERSHIP_PAYMENT_MESSAGES.markedPaid,
      });
      const text = await invoiceText(due.id);
      expect(text).toContain(`N° ${due.invoice_number}`);
      expect(text).toContain(normalise(INVOICE_MENTIONS.paidOn(longParisDate(paidOn), 'par virement')));
      expect(text).not.toContain(normalise(INVOICE_MENTIONS.due));
      const mail = await mailTo(user.email, /Paiement reçu/);
      expect(mail.subject).toContain(due.invoice_number!);
      expect(normalise(await extractPdfText(mail.attachments[0]!.bytes))).toContain(normalise(INVOICE_MENTIONS.paidOn(longParisDate(paidOn), 'par virement')));

      // Paid once: a second marking (another admin at the same time, say) changes nothing.
      const again = await markPaid(due.id, { paymentMethod: 'cheque' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: MEMBERSHIP_PAYMENT_MESSAGES.notDue });
      expect(await invoiceText(due.id)).toContain('par virement');
    });

    it('records one payment when two admins mark the same dues at once', async () => {
      const { user } = await createTestUser(testApp);
      const due = (await create(user.id)).json().membership as TMembership;
      const answers = await Promise.all([markPaid(due.id, { paymentMethod: 'cheque' }), markPaid(due.id, { paymentMethod: 'especes' })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    });

    it('completes an invoice of version 1.0.0, which says nothing of its payment until then', async () => {
      const { user } = await createTestUser(testApp);
      const legacy = await insertMembership(testApp, user.id, { startDate: addDays(today(), -100) });
      const before = await invoiceText(legacy.id);
      expect(before).toContain(normalise(INVOICE_MENTIONS.notRecorded));
      expect(before).not.toContain('Payée');
      const response = await markPaid(legacy.id, { paymentMethod: 'prelevement', paidOn: addDays(today(), -90) });
      expect(response.statusCode, response.body).toBe(200);
      expect(await invoiceText(legacy.id)).toContain(normalise(INVOICE_MENTIONS.paidOn(longParisDate(addDays(today(), -90)), 'par prélèvement')));
    });

    it('refuses a free membership, unknown memberships and bad input', async () => {
      const { user } = await createTestUser(testApp);
      const free = (await create(user.id, { paymentMethod: 'gratuit', amount: 0 })).json().membership as TMembership;
      expect((await markPaid(free.id, { paymentMethod: 'cheque' })).statusCode).toBe(409);
      const missing = await markPaid(2_000_000_000, { paymentMethod: 'cheque' });
      expect(missing.statusCode).toBe(404);

      const other = await createTestUser(testApp);
      const due = (await create(other.user.id)).json().membership as TMembership;
      for (const [payload, detail] of [
        [{}, MEMBERSHIP_PAYMENT_MESSAGES.methodRequired],
        [{ paymentMethod: 'gratuit' }, MEMBERSHIP_PAYMENT_MESSAGES.methodRequired],
        [{ paymentMethod: 'bitcoin' }, MEMBERSHIP_PAYMENT_MESSAGES.methodRequired],
        [{ paymentMethod: 'cheque', paidOn: addDays(toParisDate(), 2) }, MEMBERSHIP_PAYMENT_MESSAGES.paidOnInFuture],
        [{ paymentMethod: 'cheque', paidOn: '2025-13-01' }, MEMBERSHIP_PAYMENT_MESSAGES.paidOnInvalid],
      ] as const) {
        const response = await markPaid(due.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ detail });
      }
      const rows = await testApp.context.db.select().from(invoices);
      expect(rows.find((row) => row.number === due.invoice_number)).toMatchObject({ paymentStatus: 'due', paymentMethod: null, paidOn: null });
    });

    it('is for admins only', async () => {
      const member = await createTestUser(testApp);
      const due = (await create(member.user.id)).json().membership as TMembership;
      const asVisitor = await testApp.app.inject({ method: 'POST', url: `/api/admin/memberships/${due.id}/payment`, payload: { paymentMethod: 'cheque' } });
      expect(asVisitor.statusCode).toBe(401);
      expect(asVisitor.json()).toEqual({ detail: COMMON_MESSAGES.authenticationRequired });
      const asMember = await markPaid(due.id, { paymentMethod: 'cheque' }, member.authorization);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
      const details = await testApp.app.inject({ method: 'GET', url: `/api/admin/members/${member.user.id}`, headers: adminHeaders });
      expect(details.json().memberships[0]).toMatchObject({ payment_status: 'due' });
    });
  });

  it('gives the accountant’s CSV each invoice’s method and day instead of « Enregistrée par un administrateur »', async () => {
    const cheque = await createTestUser(testApp, { firstName: 'Chèque' });
    const unpaid = await createTestUser(testApp, { firstName: 'Impayé' });
    const paidOn = addDays(today(), -2);
    const paidNumber = (await create(cheque.user.id, { paymentMethod: 'cheque', paidOn })).json().membership.invoice_number as string;
    const dueNumber = (await create(unpaid.user.id)).json().membership.invoice_number as string;
    const year = Number(today().slice(0, 4));
    const csv = await testApp.app.inject({ method: 'GET', url: `/api/admin/treasury/exports/payments.csv?year=${year}`, headers: adminHeaders });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    const [day, month, fullYear] = [paidOn.slice(8, 10), paidOn.slice(5, 7), paidOn.slice(0, 4)];
    expect(lines.find((line) => line.includes(paidNumber))).toMatch(new RegExp(`;25,00;Chèque;${day}/${month}/${fullYear};$`));
    expect(lines.find((line) => line.includes(dueNumber))).toMatch(new RegExp(`;25,00;${TREASURY_EXPORT_LABELS.duesDue};;$`));
    expect(csv.body).not.toContain('Enregistrée par un administrateur');
  });
});
