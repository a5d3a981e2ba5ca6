import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { JOURNAL_MESSAGES, type TJournalEntry, type TJournalPage } from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS } from '@action-plus/contract/association-settings-seed';
import { startHelloAssoStandIn, type HelloAssoStandIn } from '@action-plus/test-stand-ins/helloasso-stand-in';
import { auditLog, contactMessages } from '#db/schema';
import { recordAudit } from '#modules/audit/record-audit';
import { createEventThroughApi, validEvent } from '#test/support/event-fixtures';
import { createTestApp, createTestAppWithMail, createTestUser, type TestApp, type TestAppWithMail } from '#test/support/test-app';
import { DONOR } from '../donations/donation-test-helpers';

const HELLOASSO = { clientId: 'client-journal', clientSecret: 'secret-journal', organizationSlug: 'action-plus' };

describe('the journal of administrative acts (issue 25, decision 042)', () => {
  let standIn: HelloAssoStandIn;
  let first: TestAppWithMail;
  let second: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  let otherAdmin: Awaited<ReturnType<typeof createTestUser>>;
  let member: Awaited<ReturnType<typeof createTestUser>>;
  let db: TestApp['context']['db'];

  beforeAll(async () => {
    standIn = await startHelloAssoStandIn(HELLOASSO);
    const config = { helloAsso: { ...HELLOASSO, apiUrl: standIn.url }, taxReceipts: { eligibleOverride: true, signatureFile: undefined } };
    first = await createTestAppWithMail(config);
    // A second instance on the same database, as behind a load balancer, configured alike.
    second = await createTestApp({ database: first.database, config });
    admin = await createTestUser(first, { role: 'admin', firstName: 'Inès', lastName: 'Trésorière' });
    otherAdmin = await createTestUser(first, { role: 'admin', firstName: 'Paul', lastName: 'Secrétaire' });
    member = await createTestUser(first, { firstName: 'Nora', lastName: 'Membre' });
    db = first.context.db;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await standIn.close();
  });

  const inject = (options: InjectOptions, testApp: TestApp = first) => testApp.app.inject(options);
  /** The entries of one action on one target, oldest first, straight from the table. */
  const entriesOf = (action: string, targetId: string | number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
      .orderBy(auditLog.id);
  const readJournal = async (query: Record<string, string> = {}, testApp: TestApp = first, by = admin) => {
    const response = await inject({ method: 'GET', url: `/api/admin/journal?${new URLSearchParams(query)}`, headers: by.authorization }, testApp);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TJournalPage;
  };
  const byAdmin = { actorId: expect.any(Number), actorName: 'Inès Trésorière', actorRole: 'admin' };
  const secretsIn = (entries: unknown) => JSON.stringify(entries).match(/password|token|hash|secret|argon/gi);

  describe('each act leaves exactly one entry, with who, what, on what, before and after', () => {
    it('events created, edited and deleted', async () => {
      const event = await createEventThroughApi(first, admin.authorization, { title: 'Atelier reliure' });
      const [created, ...moreCreated] = await entriesOf('event.create', event.id);
      expect(moreCreated).toEqual([]);
      expect(created).toMatchObject({
        ...byAdmin,
        actorId: admin.user.id,
        targetType: 'event',
        before: null,
        after: { title: 'Atelier reliure', max_participants: 40 },
      });

      const edit = await inject({
        method: 'PUT',
        url: `/api/events/${event.id}`,
        headers: admin.authorization,
        payload: { title: 'Atelier reliure japonaise', max_participants: 40, location: 'Metz' },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const updates = await entriesOf('event.update', event.id);
      expect(updates).toHaveLength(1);
      // Only what changed: the capacity sent as it was is left out.
      expect(updates[0]).toMatchObject({
        ...byAdmin,
        before: { title: 'Atelier reliure', location: validEvent().location },
        after: { title: 'Atelier reliure japonaise', location: 'Metz' },
      });
      expect(updates[0]!.after).not.toHaveProperty('max_participants');

      expect((await inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: admin.authorization })).statusCode).toBe(200);
      const deletions = await entriesOf('event.delete', event.id);
      expect(deletions).toHaveLength(1);
      expect(deletions[0]).toMatchObject({ ...byAdmin, before: { title: 'Atelier reliure japonaise', location: 'Metz' }, after: null });
    });

    it('an edit refused (capacity below the participants) leaves no entry, nor does a transaction that fails after recording', async () => {
      const event = await createEventThroughApi(first, admin.authorization, { max_participants: 2 });
      expect((await inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: member.authorization })).statusCode).toBe(200);
      const other = await createTestUser(first);
      expect((await inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: other.authorization })).statusCode).toBe(200);
      const refused = await inject({
        method: 'PUT',
        url: `/api/events/${event.id}`,
        headers: admin.authorization,
        payload: { title: 'Autre titre', max_participants: 1 },
      });
      expect(refused.statusCode).toBe(409);
      expect(await entriesOf('event.update', event.id)).toEqual([]);

      await expect(
        db.transaction(async (tx) => {
          await recordAudit(tx, {
            actor: { id: admin.user.id, roles: ['admin'] },
            action: 'event.update',
            targetType: 'event',
            targetId: event.id,
            after: { title: 'jamais' },
          });
          throw new Error('the act fails after its entry');
        }),
      ).rejects.toThrow('the act fails');
      expect(await entriesOf('event.update', event.id)).toEqual([]);
    });

    it('a participant removed, and the lists of participants read or downloaded', async () => {
      const event = await createEventThroughApi(first, admin.authorization);
      expect((await inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: member.authorization })).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: `/api/events/${event.id}/participants`, headers: admin.authorization })).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: `/api/events/${event.id}/participants.csv`, headers: otherAdmin.authorization })).statusCode).toBe(200);
      const downloads = await entriesOf('export.download', event.id);
      expect(downloads.map((entry) => [entry.actorName, entry.targetType, (entry.after as { file: string }).file])).toEqual([
        ['Inès Trésorière', 'event', 'liste des participants'],
        ['Paul Secrétaire', 'event', `participants-evenement-${event.id}.csv`],
      ]);

      const removed = await inject({ method: 'DELETE', url: `/api/events/${event.id}/participants/${member.user.id}`, headers: admin.authorization });
      expect(removed.statusCode, removed.body).toBe(200);
      const removals = await entriesOf('participant.remove', event.id);
      expect(removals).toHaveLength(1);
      expect(removals[0]).toMatchObject({ ...byAdmin, targetType: 'event', before: { user_id: member.user.id, first_name: 'Nora', list: 'participants' } });
    });

    it('a member created, a membership recorded, renewed and its payment recorded, each invoice issued', async () => {
      const created = await inject({
        method: 'POST',
        url: '/api/admin/create-user',
        headers: admin.authorization,
        payload: { firstName: 'Léa', lastName: 'Nouvelle', email: 'lea.nouvelle@exemple.fr', username: 'lea_nouvelle', role: 'user' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const memberId = created.json().id as number;
      const creations = await entriesOf('member.create', memberId);
      expect(creations).toHaveLength(1);
      expect(creations[0]).toMatchObject({
        ...byAdmin,
        targetType: 'member',
        after: { first_name: 'Léa', last_name: 'Nouvelle', email: 'lea.nouvelle@exemple.fr', role: 'user' },
      });

      const recorded = await inject({
        method: 'POST',
        url: '/api/admin/create-membership',
        headers: admin.authorization,
        payload: { userId: memberId, membershipType: 'standard', duration: 12, amount: 30, paymentStatus: 'due' },
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
      const membershipId = recorded.json().membership_id as number;
      const records = await entriesOf('membership.record', membershipId);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        ...byAdmin,
        targetType: 'membership',
        after: { member_id: memberId, amount_cents: 3000, membership_type: 'standard' },
      });
      const invoiceNumber = recorded.json().membership.invoice_number as string;
      expect(await entriesOf('invoice.issue', invoiceNumber)).toHaveLength(1);

      const paid = await inject({
        method: 'POST',
        url: `/api/admin/memberships/${membershipId}/payment`,
        headers: otherAdmin.authorization,
        payload: { paymentMethod: 'cheque' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const payments = await entriesOf('membership.payment_recorded', membershipId);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        actorName: 'Paul Secrétaire',
        before: { invoice: invoiceNumber, payment_status: 'due', payment_method: null },
        after: { invoice: invoiceNumber, payment_status: 'paid', payment_method: 'cheque' },
      });

      const renewed = await inject({
        method: 'POST',
        url: `/api/admin/members/${memberId}/renew`,
        headers: admin.authorization,
        payload: { duration: 12, amount: 30, paymentMethod: 'especes' },
      });
      expect(renewed.statusCode, renewed.body).toBe(201);
      const renewals = await entriesOf('membership.renew', renewed.json().membership_id);
      expect(renewals).toHaveLength(1);
      expect(renewals[0]).toMatchObject({ ...byAdmin, after: { member_id: memberId, payment_method: 'especes' } });
      expect(await entriesOf('invoice.issue', renewed.json().membership.invoice_number)).toHaveLength(1);
    });

    it('a donation recorded with its receipt, then cancelled with its receipt', async () => {
      const recorded = await inject({
        method: 'POST',
        url: '/api/admin/donations',
        headers: admin.authorization,
        payload: {
          ...DONOR,
          amount: 80,
          method: 'cheque',
          receivedOn: new Date()
            .toISOString()
            .slice(0, 10)
            .replace(/-\d\d$/, '-01'),
        },
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
      const { id, receipt_number: receiptNumber } = recorded.json();
      expect(await entriesOf('donation.record', id)).toEqual([
        expect.objectContaining({
          ...byAdmin,
          targetType: 'donation',
          after: expect.objectContaining({ amount_cents: 8000, method: 'cheque', donor_name: 'Élodie Lefèvre' }),
        }),
      ]);
      expect(await entriesOf('tax_receipt.issue', receiptNumber)).toEqual([
        expect.objectContaining({ ...byAdmin, after: expect.objectContaining({ amount_cents: 8000, kind: 'single' }) }),
      ]);

      expect((await inject({ method: 'POST', url: `/api/admin/donations/${id}/cancel`, headers: admin.authorization })).statusCode).toBe(200);
      expect(await entriesOf('donation.cancel', id)).toEqual([
        expect.objectContaining({ ...byAdmin, before: expect.objectContaining({ status: 'confirmed' }), after: { status: 'cancelled' } }),
      ]);
      const cancellations = await entriesOf('tax_receipt.cancel', receiptNumber);
      expect(cancellations).toHaveLength(1);
      expect((cancellations[0]!.after as { reason: string }).reason).toMatch(/annulé/i);
      // Cancelling again is refused and journals nothing more.
      expect((await inject({ method: 'POST', url: `/api/admin/donations/${id}/cancel`, headers: admin.authorization })).statusCode).toBe(409);
      expect(await entriesOf('donation.cancel', id)).toHaveLength(1);
    });

    it('a refund HelloAsso reports is journaled as the system, with the receipt it cancels', async () => {
      const checkout = await inject({ method: 'POST', url: '/api/donations/checkout', payload: { ...DONOR, email: 'rembourse@exemple.fr', amount: 45 } });
      expect(checkout.statusCode, checkout.body).toBe(201);
      const intent = standIn.lastIntent()!;
      standIn.pay(intent.id);
      const notify = () => inject({ method: 'POST', url: '/api/payments/helloasso-webhook', payload: standIn.notificationOf(intent.id) });
      expect((await notify()).statusCode).toBe(200);
      standIn.changePaymentState(intent.id, 'Refunded');
      expect((await notify()).statusCode).toBe(200);
      const [refund, ...more] = await db.select().from(auditLog).where(eq(auditLog.action, 'payment.refund_seen'));
      expect(more).toEqual([]);
      expect(refund).toMatchObject({
        actorId: null,
        actorName: 'HelloAsso',
        actorRole: 'system',
        targetType: 'payment',
        before: { status: 'paid' },
        after: { status: 'refunded', refund_state: 'Refunded' },
      });
      const receiptEntries = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'tax_receipt'), eq(auditLog.actorRole, 'system')));
      expect(receiptEntries.map((entry) => entry.action).sort()).toEqual(['tax_receipt.cancel', 'tax_receipt.issue']);
    });

    it('settings saved and restored, with the values before and after', async () => {
      const contact = { ...SEEDED_ASSOCIATION_SETTINGS.contact, phone: '0387000000' };
      const saved = await inject({
        method: 'PUT',
        url: '/api/admin/association-settings/contact',
        headers: admin.authorization,
        payload: { version: 1, value: contact },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const saves = await entriesOf('settings.save', 'contact');
      expect(saves).toHaveLength(1);
      expect(saves[0]).toMatchObject({
        ...byAdmin,
        targetType: 'settings',
        before: { version: 1, phone: SEEDED_ASSOCIATION_SETTINGS.contact.phone },
        after: { version: 2, phone: '03 87 00 00 00' },
      });
      // Only what changed: the rest of the section, saved as it was, is left out.
      expect(Object.keys(saves[0]!.after as object).sort()).toEqual(['phone', 'version']);

      const restored = await inject({
        method: 'POST',
        url: '/api/admin/association-settings/contact/restore',
        headers: otherAdmin.authorization,
        payload: { version: 2, restore_version: 1 },
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(await entriesOf('settings.restore', 'contact')).toEqual([
        expect.objectContaining({
          actorName: 'Paul Secrétaire',
          before: { version: 2, phone: '03 87 00 00 00' },
          after: { version: 3, restored_version: 1, phone: SEEDED_ASSOCIATION_SETTINGS.contact.phone },
        }),
      ]);
    });

    it('a contact reply sent, and the treasury export downloaded', async () => {
      const [message] = await db
        .insert(contactMessages)
        .values({ name: 'Nora', email: 'nora@exemple.fr', subject: 'Question', message: 'Bonjour' })
        .returning();
      const reply = await inject({
        method: 'POST',
        url: `/api/admin/contact-messages/${message!.id}/reply`,
        headers: admin.authorization,
        payload: { subject: 'Re: Question', message: 'Bonjour Nora' },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(await entriesOf('contact.reply', message!.id)).toEqual([
        expect.objectContaining({ ...byAdmin, targetType: 'contact_message', after: { to: 'nora@exemple.fr', subject: 'Re: Question' } }),
      ]);

      const year = new Date().getUTCFullYear();
      expect((await inject({ method: 'GET', url: `/api/admin/treasury/exports/donations.csv?year=${year}`, headers: admin.authorization })).statusCode).toBe(
        200,
      );
      const [download] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'export.download'), sql`${auditLog.after}->'filters'->>'kind' = 'donations'`));
      expect(download).toMatchObject({ ...byAdmin, targetType: 'export', after: { filters: { kind: 'donations', year } } });
    });

    it('keeps no password, token, hash or secret in any entry', async () => {
      expect(secretsIn(await db.select({ before: auditLog.before, after: auditLog.after }).from(auditLog))).toBeNull();
    });
  });

  describe('the journal page', () => {
    it('shows the acts done on both instances, on each', async () => {
      const onFirst = await createEventThroughApi(first, admin.authorization, { title: 'Vu des deux côtés 1' });
      const onSecond = await createEventThroughApi(second, otherAdmin.authorization, { title: 'Vu des deux côtés 2' });
      for (const testApp of [first, second]) {
        const { entries } = await readJournal({ action: 'event.create' }, testApp);
        const ids = entries.map((entry) => entry.target_id);
        expect(ids).toContain(String(onFirst.id));
        expect(ids).toContain(String(onSecond.id));
        expect(entries.find((entry) => entry.target_id === String(onSecond.id))).toMatchObject({ actor_name: 'Paul Secrétaire', actor_role: 'admin' });
      }
    });

    it('pages newest first without duplicates or omissions, even among entries of the same instant', async () => {
      const at = new Date('2025-06-15T10:00:00.000Z');
      await db.insert(auditLog).values(
        Array.from({ length: 120 }, (_, index) => ({
          at,
          actorId: null,
          actorName: 'Paginé',
          actorRole: 'system',
          action: 'export.download',
          targetType: 'export',
          targetId: `page-${index}`,
        })),
      );
      const seen: TJournalEntry[] = [];
      let cursor: string | null = null;
      do {
        const page: TJournalPage = await readJournal({ person: 'Paginé', ...(cursor ? { cursor } : {}) });
        seen.push(...page.entries);
        cursor = page.next_cursor;
        expect(page.has_more).toBe(cursor !== null);
      } while (cursor);
      expect(seen).toHaveLength(120);
      expect(new Set(seen.map((entry) => entry.id)).size).toBe(120);
      const ids = seen.map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('filters by person (id or name), action, target and Paris days', async () => {
      const base = { actorName: 'Filtrée Dupont', actorRole: 'admin', targetType: 'event' };
      // 23:30 UTC on 1 March is 00:30 on 2 March in Metz.
      await db.insert(auditLog).values([
        { ...base, actorId: member.user.id, at: new Date('2024-03-01T22:30:00Z'), action: 'event.create', targetId: 'filtre-1' },
        { ...base, actorId: member.user.id, at: new Date('2024-03-01T23:30:00Z'), action: 'event.update', targetId: 'filtre-2' },
        { ...base, actorId: null, at: new Date('2024-03-03T22:59:00Z'), action: 'event.update', targetId: 'filtre-2' },
        { ...base, actorId: null, at: new Date('2024-03-03T23:01:00Z'), action: 'event.delete', targetId: 'filtre-3' },
      ]);
      const targets = async (query: Record<string, string>) =>
        (await readJournal({ from: '2024-01-01', to: '2024-12-31', ...query })).entries.map((entry) => entry.target_id);
      expect(await targets({ person: 'filtrée' })).toEqual(['filtre-3', 'filtre-2', 'filtre-2', 'filtre-1']);
      expect(await targets({ person: String(member.user.id) })).toEqual(['filtre-2', 'filtre-1']);
      expect(await targets({ person: 'Filtrée', action: 'event.update' })).toEqual(['filtre-2', 'filtre-2']);
      expect(await targets({ target_type: 'event', target_id: 'filtre-2' })).toEqual(['filtre-2', 'filtre-2']);
      expect(await targets({ person: 'Filtrée', from: '2024-03-02', to: '2024-03-03' })).toEqual(['filtre-2', 'filtre-2']);
      expect(await targets({ person: '%' })).toEqual([]);
    });

    it('answers every bad filter with a French 400, never a 5xx', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ cursor: 'pas-un-curseur' }, JOURNAL_MESSAGES.cursorInvalid],
        [{ cursor: Buffer.from('j:1:0').toString('base64url') }, JOURNAL_MESSAGES.cursorInvalid],
        [{ cursor: 'x'.repeat(500) }, JOURNAL_MESSAGES.cursorInvalid],
        [{ from: '2024-02-30' }, JOURNAL_MESSAGES.dateInvalid],
        [{ from: '2024-03-05', to: '2024-03-01' }, JOURNAL_MESSAGES.datesReversed],
        [{ action: 'event.explode' }, JOURNAL_MESSAGES.actionInvalid],
        [{ target_type: 'planete' }, JOURNAL_MESSAGES.targetTypeInvalid],
        [{ person: 'x'.repeat(200) }, JOURNAL_MESSAGES.personTooLong],
      ];
      for (const [query, detail] of cases) {
        for (const url of ['/api/admin/journal', '/api/admin/journal.csv']) {
          const response = await inject({ method: 'GET', url: `${url}?${new URLSearchParams(query)}`, headers: admin.authorization });
          expect(response.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
          expect(response.json()).toEqual({ detail });
        }
      }
    });

    it('is refused to members and visitors', async () => {
      expect((await inject({ method: 'GET', url: '/api/admin/journal', headers: member.authorization })).statusCode).toBe(403);
      expect((await inject({ method: 'GET', url: '/api/admin/journal.csv' })).statusCode).toBe(401);
    });
  });

  describe('the CSV', () => {
    it('holds the filtered entries for French Excel, in French words, and its download is journaled', async () => {
      const response = await inject({
        method: 'GET',
        url: '/api/admin/journal.csv?person=Filtr%C3%A9e&action=event.update',
        headers: otherAdmin.authorization,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="journal.csv"');
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe('\uFEFFDate (heure de Paris);Personne;Rôle;Action;Objet;Identifiant;Avant;Après');
      expect(lines.slice(1, -1)).toEqual([
        '2024-03-03 23:59;Filtrée Dupont;Administrateur;Événement modifié;Événement;filtre-2;;',
        '2024-03-02 00:30;Filtrée Dupont;Administrateur;Événement modifié;Événement;filtre-2;;',
      ]);
      expect(lines.at(-1)).toBe('');
      const [download] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'export.download'), eq(auditLog.targetId, 'journal.csv')));
      expect(download).toMatchObject({
        actorName: 'Paul Secrétaire',
        actorRole: 'admin',
        after: { file: 'journal.csv', filters: { person: 'Filtrée', action: 'event.update' } },
      });
    });
  });
});
