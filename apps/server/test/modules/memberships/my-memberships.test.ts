import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMMON_MESSAGES, MEMBERSHIP_MESSAGES, PERSONAL_DATA_FILE_NAME, addMonths, formatMemberNumber, toParisDate } from '@action-plus/contract';
import { contactMessages, donations, events, invoices, memberships, payments, registrations, users } from '#db/schema';
import { extractPdfText } from '#test/support/pdf-text';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

describe("a member's own memberships, invoices and data", () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(() => testApp.close());

  async function memberWithMembership() {
    const member = await createTestUser(testApp);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/create-membership',
      headers: admin.authorization,
      payload: { userId: member.user.id, membershipType: 'premium', duration: 12, amount: 25 },
    });
    return { ...member, membershipId: created.json().membership_id as number, invoiceNumber: created.json().membership.invoice_number as string };
  }

  it('asks visitors to sign in', async () => {
    for (const url of ['/api/users/me/memberships', '/api/users/me/memberships/1/invoice', '/api/users/me/export']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ detail: COMMON_MESSAGES.authenticationRequired });
    }
  });

  it('members see their memberships with type, period and status, and their member number', async () => {
    const { user, authorization, membershipId, invoiceNumber } = await memberWithMembership();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me/memberships', headers: authorization });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      memberNumber: formatMemberNumber(user.id, user.createdAt),
      memberships: [
        {
          id: membershipId,
          membership_type: 'premium',
          start_date: toParisDate(),
          end_date: addMonths(toParisDate(), 12),
          duration_months: 12,
          renewal_count: 0,
          state: 'active',
          status: 'active',
          amount: 25,
          invoice_number: invoiceNumber,
          // Recorded without a method (the specification's body): still to be paid (decision 036).
          payment_status: 'due',
          payment_method: null,
          paid_on: null,
        },
      ],
    });
  });

  it('a member without a membership sees an empty list', async () => {
    const { authorization } = await createTestUser(testApp);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me/memberships', headers: authorization });
    expect(response.json().memberships).toEqual([]);
  });

  it('members download their own invoice, never anyone else’s', async () => {
    const owner = await memberWithMembership();
    const other = await createTestUser(testApp);
    const url = `/api/users/me/memberships/${owner.membershipId}/invoice`;

    const own = await testApp.app.inject({ method: 'GET', url, headers: owner.authorization });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="facture_membership_${owner.membershipId}.pdf"`);
    expect(await extractPdfText(own.rawPayload)).toContain(owner.invoiceNumber);

    const stranger = await testApp.app.inject({ method: 'GET', url, headers: other.authorization });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.invoiceNotYours });

    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/users/me/memberships/999999/invoice', headers: owner.authorization });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.membershipNotFound });
  });

  it('"Télécharger mes données" exports the account, registrations, memberships, invoices and contact messages', async () => {
    const { user, authorization, membershipId, invoiceNumber } = await memberWithMembership();
    const [event] = await testApp.context.db
      .insert(events)
      .values({ title: 'Soirée contes du monde', description: 'Contes.', startsAt: new Date('2030-05-01T17:00:00Z'), location: 'Metz' })
      .returning();
    await testApp.context.db.insert(registrations).values({ eventId: event!.id, userId: user.id });
    // Messages from the account's address are its own once that address is verified (decision 013).
    await testApp.context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    await testApp.context.db.insert(contactMessages).values([
      { name: 'Camille', email: user.email.toUpperCase(), subject: 'Question', message: 'Bonjour !' },
      { name: 'Quelqu’un d’autre', email: 'autre@exemple.fr', subject: null, message: 'Pas à moi.' },
    ]);
    const other = await memberWithMembership();
    const donor = { donorFirstName: 'Camille', donorLastName: 'Martin', donorAddress: '1 rue Serpenoise', donorPostalCode: '57000', donorCity: 'Metz' };
    // A gift from the account's verified address, one signed in, and someone else's.
    await testApp.context.db.insert(donations).values([
      { ...donor, amountCents: 5000, method: 'cheque', status: 'confirmed', donorEmail: user.email.toUpperCase(), receivedOn: '2026-03-02', userId: user.id },
      // Given with the account's address by someone not signed in to it: that donor's data, not the account's (decision 034).
      { ...donor, donorFirstName: 'Quelqu’un', amountCents: 3100, method: 'carte', status: 'confirmed', donorEmail: user.email, receivedOn: '2026-03-04' },
      { ...donor, amountCents: 2000, method: 'carte', status: 'pending', donorEmail: 'ailleurs@exemple.fr', userId: user.id },
      { ...donor, amountCents: 9900, method: 'especes', status: 'confirmed', donorEmail: 'autre@exemple.fr', receivedOn: '2026-03-03' },
    ]);
    await testApp.context.db.insert(payments).values({ purpose: 'donation', checkoutIntentId: `intent-${user.id}`, amountCents: 2000, userId: user.id });

    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me/export', headers: authorization });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${PERSONAL_DATA_FILE_NAME}"`);
    const data = response.json();
    expect(data.account).toMatchObject({ id: user.id, email: user.email, username: user.username, hasPassword: true, googleAccountLinked: false });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.registrations).toEqual([
      { event_id: event!.id, event_title: 'Soirée contes du monde', event_date: '2030-05-01T17:00:00.000Z', registered_at: expect.any(String) },
    ]);
    expect(data.memberships.map((membership: { id: number }) => membership.id)).toEqual([membershipId]);
    expect(data.invoices).toEqual([
      {
        number: invoiceNumber,
        issued_at: expect.any(String),
        membership_id: membershipId,
        amount: 25,
        billed_name: `${user.firstName} ${user.lastName}`,
        billed_email: user.email,
      },
    ]);
    expect(data.contact_messages).toHaveLength(1);
    expect(data.contact_messages[0]).toMatchObject({ subject: 'Question', message: 'Bonjour !', status: 'unread' });
    expect(JSON.stringify(data)).not.toContain(other.invoiceNumber);
    expect(data.donations.map((donation: { amount: number }) => donation.amount).sort()).toEqual([20, 50]);
    expect(data.payments).toEqual([
      { id: expect.any(Number), purpose: 'donation', amount: 20, status: 'pending', created_at: expect.any(String), paid_at: null },
    ]);
    expect(data.tax_receipts).toEqual([]);
  });

  it('deleting the account erases its memberships but keeps its invoices, as accounting records, unchanged', async () => {
    const { user, authorization, membershipId, invoiceNumber } = await memberWithMembership();
    const before = await testApp.app.inject({ method: 'GET', url: `/api/admin/download-invoice-membership/${membershipId}`, headers: admin.authorization });
    const deleted = await testApp.app.inject({ method: 'DELETE', url: '/api/users/me', headers: authorization });
    expect(deleted.statusCode).toBe(200);

    expect(await testApp.context.db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([]);
    const [kept] = await testApp.context.db.select().from(invoices).where(eq(invoices.number, invoiceNumber));
    expect(kept).toMatchObject({ membershipId: null, billedName: `${user.firstName} ${user.lastName}`, billedEmail: user.email, amountCents: 2500 });
    expect(before.statusCode).toBe(200);

    const members = await testApp.app.inject({ method: 'GET', url: '/api/admin/members', headers: admin.authorization });
    expect(members.json().members.some((member: { id: number }) => member.id === user.id)).toBe(false);
  });
});
