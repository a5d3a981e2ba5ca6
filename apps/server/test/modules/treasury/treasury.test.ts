import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_MESSAGES,
  TREASURY_EXPORT_HEADERS,
  TREASURY_EXPORT_LABELS,
  TREASURY_MESSAGES,
  addDays,
  addMonths,
  formatMemberNumber,
  toParisDate,
  type TTreasuryResponse,
  ROLE_MESSAGES,
} from '@action-plus/contract';
import { inArray } from 'drizzle-orm';
import { donations, events, invoices, memberships, payments, registrations, taxReceipts, users } from '#db/schema';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

type Member = typeof users.$inferSelect;
let personCounter = 0;

async function insertPerson(testApp: TestApp, firstName: string, lastName: string): Promise<Member> {
  personCounter += 1;
  const [row] = await testApp.context.db
    .insert(users)
    .values({ firstName, lastName, username: `tresor-${personCounter}`, email: `tresor-${personCounter}@exemple.fr`, passwordHash: null })
    .returning();
  return row!;
}

async function insertMembershipRow(testApp: TestApp, userId: number, startDate: string, endDate: string, amountCents = 2500, createdAt = new Date()) {
  const [row] = await testApp.context.db
    .insert(memberships)
    .values({ userId, membershipType: 'standard', startDate, endDate, durationMonths: 12, amountCents, createdAt })
    .returning();
  return row!;
}

let invoiceSequence = 0;
async function insertInvoice(testApp: TestApp, membership: typeof memberships.$inferSelect, member: Member, issuedAt: Date, year: number) {
  invoiceSequence += 1;
  const [row] = await testApp.context.db
    .insert(invoices)
    .values({
      membershipId: membership.id,
      year,
      sequence: invoiceSequence,
      number: `${year}-${String(invoiceSequence).padStart(4, '0')}`,
      issuedAt,
      billedName: `${member.firstName} ${member.lastName}`,
      billedEmail: member.email,
      memberNumber: formatMemberNumber(member.id, member.createdAt),
      membershipType: membership.membershipType,
      periodStart: membership.startDate,
      periodEnd: membership.endDate,
      durationMonths: membership.durationMonths,
      amountCents: membership.amountCents,
    })
    .returning();
  return row!;
}

async function insertDonation(
  testApp: TestApp,
  fields: {
    amountCents: number;
    status: 'pending' | 'confirmed' | 'cancelled';
    receivedOn: string | null;
    lastName: string;
    method?: 'cheque' | 'carte' | 'virement';
  },
) {
  const [row] = await testApp.context.db
    .insert(donations)
    .values({
      amountCents: fields.amountCents,
      method: fields.method ?? 'cheque',
      status: fields.status,
      donorFirstName: 'Nadia',
      donorLastName: fields.lastName,
      donorEmail: `${fields.lastName.toLowerCase()}@exemple.fr`,
      donorAddress: '3 rue des Lilas',
      donorPostalCode: '57000',
      donorCity: 'Metz',
      receivedOn: fields.receivedOn,
      createdAt: new Date(`${fields.receivedOn ?? '2024-07-01'}T10:00:00Z`),
      confirmedAt: fields.status === 'confirmed' ? new Date(`${fields.receivedOn}T10:00:00Z`) : null,
      cancelledAt: fields.status === 'cancelled' ? new Date(`${fields.receivedOn}T12:00:00Z`) : null,
    })
    .returning();
  return row!;
}

async function insertReceipt(
  testApp: TestApp,
  fields: { year: number; sequence: number; donationId: number | null; amountCents: number; paymentDate: string; cancelledAt?: Date },
) {
  await testApp.context.db.insert(taxReceipts).values({
    kind: 'single',
    donationId: fields.donationId,
    year: fields.year,
    sequence: fields.sequence,
    number: `${fields.year}-${String(fields.sequence).padStart(4, '0')}`,
    issuedAt: new Date(`${fields.paymentDate}T15:00:00Z`),
    donorName: 'Nadia Dupont',
    donorEmail: 'dupont@exemple.fr',
    donorAddress: '3 rue des Lilas, 57000 Metz',
    amountCents: fields.amountCents,
    paymentDate: fields.paymentDate,
    paymentMethods: ['chèque'],
    cancelledAt: fields.cancelledAt ?? null,
  });
}

async function insertEventWith(testApp: TestApp, title: string, startsAt: Date, capacity: number, participants: Member[]) {
  const [event] = await testApp.context.db
    .insert(events)
    .values({ title, description: 'Description.', startsAt, location: 'Metz', maxParticipants: capacity })
    .returning();
  if (participants.length > 0) await testApp.context.db.insert(registrations).values(participants.map((person) => ({ eventId: event!.id, userId: person.id })));
  return event!;
}

const monthOf = (report: TTreasuryResponse, month: string) => report.months.find((row) => row.month === month)!;

describe("the treasurer's figures", () => {
  let testApp: TestApp;
  let adminHeaders: Record<string, string>;
  let memberHeaders: Record<string, string>;
  let alice: Member;
  let bruno: Member;
  let renewalOfAlice: typeof memberships.$inferSelect;
  const today = toParisDate();

  beforeAll(async () => {
    testApp = await createTestApp();
    adminHeaders = (await createTestUser(testApp, { role: 'admin' })).authorization;
    memberHeaders = (await createTestUser(testApp)).authorization;

    // 2024: Alice from mid-January, renewed on the day her first period ends (counted once in April);
    // Bruno until 1 February (from 2023); Chloé for April, starting on 31 March.
    alice = await insertPerson(testApp, 'Alice', 'Arnaud');
    bruno = await insertPerson(testApp, '@Bruno', 'Bernard');
    const chloe = await insertPerson(testApp, 'Chloé', 'Colin');
    const firstOfAlice = await insertMembershipRow(testApp, alice.id, '2024-01-15', '2024-04-15', 1500);
    renewalOfAlice = await insertMembershipRow(testApp, alice.id, '2024-04-15', '2024-10-15', 1500);
    const ofBruno = await insertMembershipRow(testApp, bruno.id, '2023-11-01', '2024-02-01', 2500);
    await insertMembershipRow(testApp, chloe.id, '2024-03-31', '2024-04-30', 1000, new Date('2024-05-05T10:00:00Z'));

    // Invoices by the instant they were issued, on Paris's calendar: 31 January 23:30 UTC is 1 February in Paris.
    await insertInvoice(testApp, firstOfAlice, alice, new Date('2024-01-31T23:30:00Z'), 2024);
    await insertInvoice(testApp, renewalOfAlice, alice, new Date('2024-04-14T09:00:00Z'), 2024);
    // Bruno's, issued on 31 December 2023 at 23:30 UTC: already 1 January 2024 in Paris.
    await insertInvoice(testApp, ofBruno, bruno, new Date('2023-12-31T23:30:00Z'), 2024);
    // Chloé's membership has no invoice: it counts on the day it was recorded (5 May).
    // Denise's, recorded on 10 August before invoices existed, got its invoice on its first download
    // in 2025: still August 2024's money.
    const denise = await insertPerson(testApp, 'Denise', 'Dumont');
    const ofDenise = await insertMembershipRow(testApp, denise.id, '2024-08-10', '2024-08-20', 2500, new Date('2024-08-10T09:00:00Z'));
    await insertInvoice(testApp, ofDenise, denise, new Date('2025-03-01T09:00:00Z'), 2025);

    const cheque = await insertDonation(testApp, { amountCents: 5000, status: 'confirmed', receivedOn: '2024-06-10', lastName: 'Dupont' });
    const card = await insertDonation(testApp, { amountCents: 2000, status: 'confirmed', receivedOn: '2024-06-20', lastName: 'Durand', method: 'carte' });
    const cancelled = await insertDonation(testApp, { amountCents: 10000, status: 'cancelled', receivedOn: '2024-06-15', lastName: 'Duval' });
    await insertDonation(testApp, { amountCents: 3000, status: 'pending', receivedOn: null, lastName: 'Dumas', method: 'carte' });
    await insertDonation(testApp, { amountCents: 7000, status: 'confirmed', receivedOn: '2023-12-31', lastName: 'Delmas' });

    await insertReceipt(testApp, { year: 2024, sequence: 1, donationId: cheque.id, amountCents: 5000, paymentDate: '2024-06-10' });
    await insertReceipt(testApp, {
      year: 2024,
      sequence: 2,
      donationId: cancelled.id,
      amountCents: 10000,
      paymentDate: '2024-06-15',
      cancelledAt: new Date('2024-06-16T08:00:00Z'),
    });
    await insertReceipt(testApp, { year: 2024, sequence: 3, donationId: card.id, amountCents: 2000, paymentDate: '2024-06-20' });
    await insertReceipt(testApp, { year: 2023, sequence: 1, donationId: null, amountCents: 7000, paymentDate: '2023-12-31' });
    // Dupont then asks for the yearly summary: it replaces (and cancels) receipts 1 and 3, so each gift is on one valid receipt.
    const [summary] = await testApp.context.db
      .insert(taxReceipts)
      .values({
        kind: 'yearly',
        year: 2024,
        sequence: 4,
        number: '2024-0004',
        issuedAt: new Date('2024-12-01T10:00:00Z'),
        donorName: 'Nadia Dupont',
        donorEmail: 'dupont@exemple.fr',
        donorAddress: '3 rue des Lilas, 57000 Metz',
        amountCents: 7000,
        paymentDate: null,
        paymentMethods: ['chèque', 'carte bancaire'],
      })
      .returning();
    await testApp.context.db
      .update(taxReceipts)
      .set({ cancelledAt: new Date('2024-12-01T10:00:00Z'), replacedById: summary!.id })
      .where(inArray(taxReceipts.number, ['2024-0001', '2024-0003']));

    await testApp.context.db.insert(payments).values([
      {
        purpose: 'membership',
        checkoutIntentId: 'intent-1',
        orderId: 'ORD-1',
        status: 'paid',
        amountCents: 1500,
        userId: alice.id,
        membershipType: 'standard',
        durationMonths: 6,
        membershipId: renewalOfAlice.id,
        paidAt: new Date('2024-04-14T08:59:00Z'),
      },
      {
        purpose: 'donation',
        checkoutIntentId: 'intent-2',
        orderId: 'ORD-2',
        status: 'paid',
        amountCents: 2000,
        donationId: card.id,
        paidAt: new Date('2024-06-20T10:00:00Z'),
      },
      { purpose: 'donation', checkoutIntentId: 'intent-3', status: 'pending', amountCents: 3000 },
    ]);

    // 10 May 2024: 3 of 10 places; 31 May 22:30 UTC is 1 June in Paris: 1 of 20; one in 2025 is not of 2024.
    await insertEventWith(testApp, 'Atelier cuisine', new Date('2024-05-10T16:00:00Z'), 10, [alice, bruno, chloe]);
    await insertEventWith(testApp, 'Nuit du conte', new Date('2024-05-31T22:30:00Z'), 20, [alice]);
    await insertEventWith(testApp, 'Concert', new Date('2025-02-01T19:00:00Z'), 30, [bruno]);
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers = adminHeaders) => testApp.app.inject({ method: 'GET', url, headers });
  const reportOf = async (query: string) => {
    // The fixtures go straight into the database, where no route of this app sees them: empty the
    // kept figures as a route's write would (treasury-read-cache.test.ts tests the cache itself).
    testApp.context.treasuryReadCache.invalidate();
    const response = await get(`/api/admin/treasury${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as TTreasuryResponse;
  };

  it('counts a member once in each month one of their memberships covers any day of', async () => {
    const report = await reportOf('?year=2024');
    expect(report.year).toBe(2024);
    expect(report.period).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(report.months.map((month) => month.month)).toEqual(Array.from({ length: 12 }, (_, index) => `2024-${String(index + 1).padStart(2, '0')}`));
    expect(report.months.map((month) => month.active_members)).toEqual([2, 2, 2, 2, 1, 1, 1, 2, 1, 1, 0, 0]);
    expect(report.totals.active_members).toBe(4);
  });

  it('adds up the dues by the day their invoice was issued in Paris, and a membership without one by the day it was recorded', async () => {
    const report = await reportOf('?year=2024');
    expect([1, 2, 3, 4, 5].map((month) => monthOf(report, `2024-0${month}`)).map((row) => [row.dues_cents, row.dues_count])).toEqual([
      [2500, 1],
      [1500, 1],
      [0, 0],
      [1500, 1],
      [1000, 1],
    ]);
    expect(monthOf(report, '2024-08')).toMatchObject({ dues_cents: 2500, dues_count: 1 });
    expect(report.totals).toMatchObject({ dues_cents: 9000, dues_count: 5 });
    expect((await reportOf('?year=2025')).totals).toMatchObject({ dues_cents: 0, dues_count: 0 });
    // The last 31 December's invoice, already in January in Paris, is no money of 2023.
    expect((await reportOf('?year=2023')).totals).toMatchObject({ dues_cents: 0, dues_count: 0 });
  });

  it('adds up the confirmed donations by the day they were received, never the cancelled or pending ones', async () => {
    const report = await reportOf('?year=2024');
    expect(monthOf(report, '2024-06')).toMatchObject({ donations_cents: 7000, donations_count: 2 });
    expect(monthOf(report, '2024-07')).toMatchObject({ donations_cents: 0, donations_count: 0 });
    expect(report.totals).toMatchObject({ donations_cents: 7000, donations_count: 2 });
    expect((await reportOf('?year=2023')).totals).toMatchObject({ donations_cents: 7000, donations_count: 1 });
  });

  it('gives the yearly declaration of article 222 bis: the total and number of receipts not cancelled', async () => {
    // Receipts 1 and 3 were replaced by the summary 4, receipt 2 was cancelled with its gift: one receipt, 70 €.
    expect((await reportOf('?year=2024')).totals).toMatchObject({ receipts_cents: 7000, receipts_count: 1 });
    expect((await reportOf('?year=2023')).totals).toMatchObject({ receipts_cents: 7000, receipts_count: 1 });
  });

  it('measures the attendance of each event and of each month on Paris’s calendar', async () => {
    const report = await reportOf('?year=2024');
    expect(report.events.map(({ title, participants, capacity }) => ({ title, participants, capacity }))).toEqual([
      { title: 'Atelier cuisine', participants: 3, capacity: 10 },
      { title: 'Nuit du conte', participants: 1, capacity: 20 },
    ]);
    expect(monthOf(report, '2024-05')).toMatchObject({ events: 1, participants: 3, capacity: 10 });
    expect(monthOf(report, '2024-06')).toMatchObject({ events: 1, participants: 1, capacity: 20 });
    expect(report.totals).toMatchObject({ events: 2, participants: 4, capacity: 30 });
  });

  it('shows the last 24 months without a year, with this year’s totals and the years to choose from', async () => {
    const report = await reportOf('');
    expect(report.year).toBeNull();
    expect(report.months).toHaveLength(24);
    expect(report.months.at(-1)!.month).toBe(today.slice(0, 7));
    expect(report.months[0]!.month).toBe(addMonths(`${today.slice(0, 7)}-01`, -23).slice(0, 7));
    expect(report.totals.year).toBe(Number(today.slice(0, 4)));
    expect(report.years[0]).toBe(Number(today.slice(0, 4)));
    expect(report.years.at(-1)).toBe(2023);
  });

  it('lists the members whose membership ends within 30 days and that no renewal continues', async () => {
    const dora = await insertPerson(testApp, 'Dora', 'Dubois');
    const emile = await insertPerson(testApp, 'Émile', 'Etienne');
    const fanny = await insertPerson(testApp, 'Fanny', 'Faure');
    const gaston = await insertPerson(testApp, 'Gaston', 'Girard');
    const hugo = await insertPerson(testApp, 'Hugo', 'Henry');
    const ines = await insertPerson(testApp, 'Inès', 'Imbert');
    const endingIn = (days: number) => addDays(today, days);
    await insertMembershipRow(testApp, dora.id, addMonths(endingIn(10), -12), endingIn(10));
    // Renewed from the day it ends, or from the day after: continued.
    await insertMembershipRow(testApp, emile.id, addMonths(endingIn(5), -12), endingIn(5));
    await insertMembershipRow(testApp, emile.id, endingIn(5), addMonths(endingIn(5), 12));
    await insertMembershipRow(testApp, hugo.id, addMonths(endingIn(20), -12), endingIn(20));
    await insertMembershipRow(testApp, hugo.id, endingIn(21), addMonths(endingIn(21), 12));
    // Too far, already over.
    await insertMembershipRow(testApp, fanny.id, addMonths(endingIn(40), -12), endingIn(40));
    await insertMembershipRow(testApp, gaston.id, addMonths(endingIn(-1), -12), endingIn(-1));
    // Ends today: still one day to renew.
    await insertMembershipRow(testApp, ines.id, addMonths(today, -6), today);

    const report = await reportOf('');
    expect(report.expiring_soon.map(({ first_name, last_name, email, end_date }) => ({ first_name, last_name, email, end_date }))).toEqual([
      { first_name: 'Inès', last_name: 'Imbert', email: ines.email, end_date: today },
      { first_name: 'Dora', last_name: 'Dubois', email: dora.email, end_date: endingIn(10) },
    ]);
  });

  describe('the exports for the accountant', () => {
    const csvOf = async (kind: string, year: number) => {
      const response = await get(`/api/admin/treasury/exports/${kind}.csv?year=${year}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      return response;
    };
    const lines = (...rows: string[]) => `\uFEFF${rows.join('\r\n')}\r\n`;

    it('exports the year’s dues invoices and HelloAsso payments, each once, in French Excel’s format', async () => {
      const response = await csvOf('payments', 2024);
      expect(response.headers['content-disposition']).toBe('attachment; filename="tresorerie-2024-paiements.csv"');
      expect(response.body).toBe(
        lines(
          TREASURY_EXPORT_HEADERS.payments.join(';'),
          `01/02/2024;Cotisation;2024-0001;Alice Arnaud;${alice.email};Standard;15/01/2024;15/04/2024;15,00;${TREASURY_EXPORT_LABELS.paymentNotRecorded};;`,
          `14/04/2024;Cotisation;2024-0002;Alice Arnaud;${alice.email};Standard;15/04/2024;15/10/2024;15,00;HelloAsso;14/04/2024;ORD-1`,
          // A name starting with « @ » is neutralised by an apostrophe, never run as a formula.
          `01/01/2024;Cotisation;2024-0003;'@Bruno Bernard;${bruno.email};Standard;01/11/2023;01/02/2024;25,00;${TREASURY_EXPORT_LABELS.paymentNotRecorded};;`,
          '20/06/2024;Don en ligne;;Nadia Durand;durand@exemple.fr;;;;20,00;HelloAsso;20/06/2024;ORD-2',
        ),
      );
    });

    it('exports the year’s donations with their status and receipt number', async () => {
      const response = await csvOf('donations', 2024);
      expect(response.headers['content-disposition']).toBe('attachment; filename="tresorerie-2024-dons.csv"');
      expect(response.body).toBe(
        lines(
          TREASURY_EXPORT_HEADERS.donations.join(';'),
          '10/06/2024;Nadia Dupont;dupont@exemple.fr;3 rue des Lilas, 57000 Metz, France;50,00;Chèque;Confirmé;2024-0001',
          '15/06/2024;Nadia Duval;duval@exemple.fr;3 rue des Lilas, 57000 Metz, France;100,00;Chèque;Annulé;2024-0002',
          '20/06/2024;Nadia Durand;durand@exemple.fr;3 rue des Lilas, 57000 Metz, France;20,00;Carte bancaire;Confirmé;2024-0003',
          ';Nadia Dumas;dumas@exemple.fr;3 rue des Lilas, 57000 Metz, France;30,00;Carte bancaire;En attente;',
        ),
      );
    });

    it('exports the year’s receipts, cancelled ones included, then the two figures of the yearly declaration', async () => {
      const response = await csvOf('receipts', 2024);
      expect(response.headers['content-disposition']).toBe('attachment; filename="tresorerie-2024-recus-fiscaux.csv"');
      expect(response.body).toBe(
        lines(
          TREASURY_EXPORT_HEADERS.receipts.join(';'),
          '2024-0001;10/06/2024;Don;Nadia Dupont;dupont@exemple.fr;3 rue des Lilas, 57000 Metz;10/06/2024;50,00;Oui;01/12/2024;2024-0004',
          '2024-0002;15/06/2024;Don;Nadia Dupont;dupont@exemple.fr;3 rue des Lilas, 57000 Metz;15/06/2024;100,00;Oui;16/06/2024;',
          '2024-0003;20/06/2024;Don;Nadia Dupont;dupont@exemple.fr;3 rue des Lilas, 57000 Metz;20/06/2024;20,00;Oui;01/12/2024;2024-0004',
          '2024-0004;01/12/2024;Récapitulatif annuel;Nadia Dupont;dupont@exemple.fr;3 rue des Lilas, 57000 Metz;2024;70,00;Non;;',
          '',
          `${TREASURY_EXPORT_LABELS.declarationTotal};70,00`,
          `${TREASURY_EXPORT_LABELS.declarationCount};1`,
        ),
      );
    });

    it('answers a bad year or an unknown export with a French 400', async () => {
      for (const url of [
        '/api/admin/treasury?year=abc',
        '/api/admin/treasury?year=1999',
        '/api/admin/treasury?year=20245',
        '/api/admin/treasury/exports/payments.csv',
        '/api/admin/treasury/exports/payments.csv?year=deux',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ detail: TREASURY_MESSAGES.yearInvalid });
      }
      const unknown = await get('/api/admin/treasury/exports/factures.csv?year=2024');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ detail: TREASURY_MESSAGES.exportKindInvalid });
    });
  });

  it('is for admins only: visitors are asked to sign in, members are kept out', async () => {
    for (const url of [
      '/api/admin/treasury',
      '/api/admin/treasury?year=2024',
      '/api/admin/treasury/exports/payments.csv?year=2024',
      '/api/admin/treasury/exports/receipts.csv?year=2024',
    ]) {
      const visitor = await testApp.app.inject({ method: 'GET', url });
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json()).toEqual({ detail: COMMON_MESSAGES.authenticationRequired });
      const member = await get(url, memberHeaders);
      expect(member.statusCode, url).toBe(403);
      expect(member.json()).toEqual({ detail: ROLE_MESSAGES.permissionDenied });
    }
  });
});

describe("the treasurer's figures with nothing recorded", () => {
  let testApp: TestApp;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    testApp = await createTestApp();
    adminHeaders = (await createTestUser(testApp, { role: 'admin' })).authorization;
  });
  afterAll(() => testApp.close());
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: adminHeaders });

  it('gives zeros for every month and total, and empty lists', async () => {
    for (const query of ['', '?year=2025']) {
      const response = await get(`/api/admin/treasury${query}`);
      expect(response.statusCode).toBe(200);
      const report = response.json() as TTreasuryResponse;
      expect(report.months).toHaveLength(query ? 12 : 24);
      for (const month of report.months) {
        expect(month).toEqual({
          month: month.month,
          active_members: 0,
          dues_cents: 0,
          dues_count: 0,
          donations_cents: 0,
          donations_count: 0,
          events: 0,
          participants: 0,
          capacity: 0,
        });
      }
      expect(report.events).toEqual([]);
      expect(report.expiring_soon).toEqual([]);
      const { year, ...figures } = report.totals;
      expect(Object.values(figures).every((value) => value === 0)).toBe(true);
      expect(year).toBe(query ? 2025 : Number(toParisDate().slice(0, 4)));
    }
  });

  it('exports the headers alone, and a declaration of nothing', async () => {
    const lines = (...rows: string[]) => `\uFEFF${rows.join('\r\n')}\r\n`;
    expect((await get('/api/admin/treasury/exports/payments.csv?year=2025')).body).toBe(lines(TREASURY_EXPORT_HEADERS.payments.join(';')));
    expect((await get('/api/admin/treasury/exports/donations.csv?year=2025')).body).toBe(lines(TREASURY_EXPORT_HEADERS.donations.join(';')));
    expect((await get('/api/admin/treasury/exports/receipts.csv?year=2025')).body).toBe(
      lines(TREASURY_EXPORT_HEADERS.receipts.join(';'), '', `${TREASURY_EXPORT_LABELS.declarationTotal};0,00`, `${TREASURY_EXPORT_LABELS.declarationCount};0`),
    );
  });
});
