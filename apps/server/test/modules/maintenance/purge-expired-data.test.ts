import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DATA_RETENTION } from '@action-plus/contract';
import { auditLog, contactMessages, donations, mailOutbox, oneTimeTokens, payments, rateLimitCounters, refreshTokens } from '#db/schema';
import { purgeExpiredData } from '#modules/maintenance/purge-expired-data';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const now = new Date('2026-11-22T10:00:00Z');
const yearsAgo = (years: number, extraDays = 0) => new Date(now.getTime() - (years * 365.25 + extraDays) * 24 * 60 * 60 * 1000);

describe('the daily purge keeps what the privacy page promises', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('deletes old contact messages and mails, spent tokens and ended rate-limit windows, and keeps the rest', async () => {
    const { db } = testApp.context;
    const { user } = await createTestUser(testApp);
    const message = { name: 'Nora', email: 'nora@exemple.fr', message: 'Bonjour' };
    await db.insert(contactMessages).values([
      { ...message, subject: 'ancien', createdAt: yearsAgo(3, 10) },
      { ...message, subject: 'ancien mais répondu récemment', createdAt: yearsAgo(4), repliedAt: yearsAgo(1) },
      { ...message, subject: 'récent', createdAt: yearsAgo(1) },
    ]);
    const mail = { recipient: 'nora@exemple.fr', subject: 'Objet', textBody: '', htmlBody: '' };
    await db.insert(mailOutbox).values([
      { ...mail, createdAt: yearsAgo(3, 10) },
      { ...mail, createdAt: yearsAgo(2) },
    ]);
    const day = 24 * 60 * 60 * 1000;
    const session = { userId: user.id, familyId: 'session', signedInAt: new Date(now.getTime() - 60 * day) };
    await db.insert(refreshTokens).values([
      { ...session, tokenHash: 'expire-depuis-longtemps', expiresAt: new Date(now.getTime() - 40 * day) },
      { ...session, tokenHash: 'revoque-depuis-longtemps', expiresAt: new Date(now.getTime() + day), revokedAt: new Date(now.getTime() - 31 * day) },
      { ...session, tokenHash: 'valide', expiresAt: new Date(now.getTime() + 10 * day) },
    ]);
    await db.insert(oneTimeTokens).values([
      {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: 'lien-utilise',
        expiresAt: new Date(now.getTime() - 35 * day),
        usedAt: new Date(now.getTime() - 35 * day),
      },
      { userId: user.id, purpose: 'invitation', tokenHash: 'lien-valide', expiresAt: new Date(now.getTime() + day) },
    ]);

    await db.insert(rateLimitCounters).values([
      { key: 'fenetre-terminee', hits: 12, windowEndsAt: new Date(now.getTime() - 1000) },
      { key: 'fenetre-en-cours', hits: 3, windowEndsAt: new Date(now.getTime() + 60_000) },
    ]);

    expect(await purgeExpiredData(db, now)).toMatchObject({ contactMessages: 1, mails: 1, refreshTokens: 2, oneTimeTokens: 1, rateLimitCounters: 1 });
    expect((await db.select().from(contactMessages)).map((row) => row.subject).sort()).toEqual(['ancien mais répondu récemment', 'récent']);
    expect((await db.select().from(refreshTokens)).map((row) => row.tokenHash)).toEqual(['valide']);
    expect((await db.select().from(oneTimeTokens)).map((row) => row.tokenHash)).toEqual(['lien-valide']);
    expect(await db.select().from(mailOutbox)).toHaveLength(1);
    expect((await db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual(['fenetre-en-cours']);
  });

  it('deletes checkouts never paid, and their donor, after the retention period; keeps paid and recent ones', async () => {
    const { db } = testApp.context;
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const old = daysAgo(DATA_RETENTION.unpaidCheckoutsDays + 1);
    const recent = daysAgo(DATA_RETENTION.unpaidCheckoutsDays - 1);
    const donor = {
      amountCents: 5000,
      method: 'carte' as const,
      donorFirstName: 'Ana',
      donorLastName: 'Purge',
      donorAddress: '1 rue',
      donorPostalCode: '57000',
      donorCity: 'Metz',
    };
    const rows = await db
      .insert(donations)
      .values([
        { ...donor, donorEmail: 'abandon-ancien@exemple.fr', status: 'abandoned', createdAt: old },
        { ...donor, donorEmail: 'attente-ancien@exemple.fr', status: 'pending', createdAt: old },
        { ...donor, donorEmail: 'attente-recent@exemple.fr', status: 'pending', createdAt: recent },
        { ...donor, donorEmail: 'recu-ancien@exemple.fr', status: 'confirmed', receivedOn: '2026-01-01', createdAt: old },
      ])
      .returning();
    await db.insert(payments).values(
      rows.map((row, index) => ({
        purpose: 'donation' as const,
        checkoutIntentId: `purge-${index}`,
        amountCents: 5000,
        donationId: row.id,
        status: row.status === 'confirmed' ? ('paid' as const) : row.status === 'abandoned' ? ('abandoned' as const) : ('pending' as const),
        createdAt: row.createdAt,
      })),
    );
    const purged = await purgeExpiredData(db, now);
    expect(purged).toMatchObject({ unpaidPayments: 2, unpaidDonations: 2 });
    const kept = await db.select().from(donations).where(eq(donations.donorLastName, 'Purge'));
    expect(kept.map((row) => row.donorEmail).sort()).toEqual(['attente-recent@exemple.fr', 'recu-ancien@exemple.fr']);
    expect((await db.select().from(payments)).map((row) => row.checkoutIntentId).sort()).toEqual(['purge-2', 'purge-3']);
  });

  it('deletes the journal entries older than six years, and only those', async () => {
    const { db } = testApp.context;
    const entry = { actorName: 'Inès Admin', actorRole: 'admin', action: 'donation.cancel', targetType: 'donation' };
    const sixYearsAgo = new Date(now);
    sixYearsAgo.setUTCFullYear(sixYearsAgo.getUTCFullYear() - DATA_RETENTION.auditLogYears);
    await db.insert(auditLog).values([
      { ...entry, targetId: 'trop-ancien', at: new Date(sixYearsAgo.getTime() - 60_000) },
      { ...entry, targetId: 'tout-juste-gardé', at: new Date(sixYearsAgo.getTime() + 60_000) },
      { ...entry, targetId: 'récent', at: yearsAgo(1) },
    ]);
    expect(await purgeExpiredData(db, now)).toMatchObject({ auditEntries: 1 });
    expect((await db.select().from(auditLog)).map((row) => row.targetId).sort()).toEqual(['récent', 'tout-juste-gardé']);
  });
});
