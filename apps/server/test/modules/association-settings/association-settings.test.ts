import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSOCIATION_SETTINGS_MESSAGES, ASSOCIATION_SETTINGS_SECTIONS, type TAssociationSettings } from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';
import { revalidationIntervalFor } from '#modules/events/events-read-cache';
import { renderInvoicePdf } from '#modules/invoices/render-invoice-pdf';
import { composeMail } from '#modules/mail/mail-layout';
import { buildOrganizationJsonLd } from '#modules/pages/static-page-heads';
import { extractPdfText } from '#test/support/pdf-text';
import { SAMPLE_INVOICE } from '#test/support/sample-documents';
import { createTestApp, createTestAppWithMail, createTestUser, type TestApp, type TestAppWithMail } from '#test/support/test-app';

describe("the association's settings", () => {
  let first: TestAppWithMail;
  let second: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  let otherAdmin: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    first = await createTestAppWithMail();
    // A second instance on the same database, as behind a load balancer.
    second = await createTestApp({ database: first.database });
    admin = await createTestUser(first, { role: 'admin', firstName: 'Inès', lastName: 'Admin' });
    otherAdmin = await createTestUser(first, { role: 'admin', firstName: 'Paul', lastName: 'Second' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** At once on PostgreSQL; within a second on the embedded database (one instance per file in production). */
  const waitForRevalidation = () => new Promise((resolve) => setTimeout(resolve, revalidationIntervalFor(first.context.db) + 50));

  const readPublic = async (testApp: TestApp): Promise<TAssociationSettings> => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/association' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const readAdmin = async () => (await first.app.inject({ method: 'GET', url: '/api/admin/association-settings', headers: admin.authorization })).json();
  const save = (section: string, version: number, value: unknown, by = admin, testApp: TestApp = first) =>
    testApp.app.inject({ method: 'PUT', url: `/api/admin/association-settings/${section}`, headers: by.authorization, payload: { version, value } });

  it("start as Action Plus's values, every section at version 1, for visitors and admins", async () => {
    expect(await readPublic(first)).toEqual(ACTION_PLUS);
    const { sections } = await readAdmin();
    expect(Object.keys(sections)).toEqual(ASSOCIATION_SETTINGS_SECTIONS);
    for (const section of ASSOCIATION_SETTINGS_SECTIONS) {
      expect(sections[section]).toMatchObject({ version: 1, value: ACTION_PLUS[section], saved_by_name: null });
    }
  });

  it('are saved per section by an admin and shown by both instances, the other sections untouched', async () => {
    const contact = { ...ACTION_PLUS.contact, phone: '0387000000' };
    const saved = await save('contact', 1, contact);
    expect(saved.statusCode).toBe(200);
    // Written as people read it.
    expect(saved.json()).toMatchObject({ version: 2, value: { phone: '03 87 00 00 00' }, saved_by_name: 'Inès Admin' });
    expect((await readPublic(first)).contact.phone).toBe('03 87 00 00 00');
    await waitForRevalidation();
    const seenBySecond = await readPublic(second);
    expect(seenBySecond.contact.phone).toBe('03 87 00 00 00');
    expect(seenBySecond.identity).toEqual(ACTION_PLUS.identity);

    const team = { officers: [{ name: 'Zeynep Yılmaz', role: 'Présidente', isPublicationDirector: true, photoUrl: '' }] };
    expect((await save('team', 1, team, otherAdmin, second)).statusCode).toBe(200);
    await waitForRevalidation();
    expect((await readPublic(first)).team).toEqual(team);
  });

  it("answers 409 with the other admin's version when the section changed since it was read, and keeps theirs", async () => {
    const { sections } = await readAdmin();
    const read = sections.host.version as number;
    expect((await save('host', read, { ...ACTION_PLUS.host, name: 'Hébergeur A' })).statusCode).toBe(200);
    const late = await save('host', read, { ...ACTION_PLUS.host, name: 'Hébergeur B' }, otherAdmin, second);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      detail: ASSOCIATION_SETTINGS_MESSAGES.conflict('Inès Admin'),
      current: { version: read + 1, value: { name: 'Hébergeur A' }, saved_by_name: 'Inès Admin' },
    });
    await waitForRevalidation();
    expect((await readPublic(second)).host.name).toBe('Hébergeur A');
  });

  it('lets one of two saves from the same version win when they arrive together', async () => {
    const read = (await readAdmin()).sections.links.version as number;
    const answers = await Promise.all([
      save('links', read, { socialLinks: [{ label: 'Mastodon', url: 'https://mastodon.social/@actionplus' }] }),
      save('links', read, { socialLinks: [{ label: 'PeerTube', url: 'https://peertube.fr/a/actionplus' }] }, otherAdmin, second),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await readAdmin()).sections.links.version).toBe(read + 1);
  });

  it('refuses a bad value with a French message naming the field, and saves nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['contact', { ...ACTION_PLUS.contact, phone: '12' }, 'Le téléphone doit être un numéro français à 10 chiffres (par exemple 03 87 56 75 00).'],
      ['contact', { ...ACTION_PLUS.contact, address: { ...ACTION_PLUS.contact.address, postalCode: '5700' } }, 'Le code postal doit comporter 5 chiffres.'],
      [
        'identity',
        { ...ACTION_PLUS.identity, legalForm: 'law-1901', rnaNumber: 'W12' },
        'Le numéro RNA commence par W suivi de 9 chiffres (par exemple W572012345).',
      ],
      ['identity', { ...ACTION_PLUS.identity, legalForm: 'law-1901', rnaNumber: '' }, 'Le numéro RNA est obligatoire pour une association loi 1901.'],
      ['team', { officers: [] }, 'Le bureau\u00a0: au moins un élément est nécessaire.'],
      ['testimonials', 'pas un objet', 'Invalid input: expected object, received string'],
    ];
    for (const [section, value, detail] of cases) {
      const before = (await readAdmin()).sections[section].version as number;
      const response = await save(section, before, value);
      expect(response.statusCode, section).toBe(400);
      if (!detail.startsWith('Invalid')) expect(response.json().detail).toBe(detail);
      expect(response.json().detail).toBeTypeOf('string');
      expect((await readAdmin()).sections[section].version).toBe(before);
    }
    expect(
      (
        await first.app.inject({
          method: 'PUT',
          url: '/api/admin/association-settings/inconnue',
          headers: admin.authorization,
          payload: { version: 1, value: {} },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keep each version with who saved it and when, and restore an earlier one as a new version', async () => {
    const first1901 = { ...ACTION_PLUS.identity, legalForm: 'law-1901', rnaNumber: 'w572012345', siret: '' };
    const saved = await save('identity', 1, first1901);
    expect(saved.json().value.rnaNumber).toBe('W572012345');
    const history = (await first.app.inject({ method: 'GET', url: '/api/admin/association-settings/identity/history', headers: admin.authorization })).json();
    expect(history.versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    expect(history.versions[0]).toMatchObject({ saved_by_name: 'Inès Admin' });

    const restored = await first.app.inject({
      method: 'POST',
      url: '/api/admin/association-settings/identity/restore',
      headers: otherAdmin.authorization,
      payload: { version: 2, restore_version: 1 },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, value: ACTION_PLUS.identity, saved_by_name: 'Paul Second' });
    const unknown = await first.app.inject({
      method: 'POST',
      url: '/api/admin/association-settings/identity/restore',
      headers: admin.authorization,
      payload: { version: 3, restore_version: 99 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(ASSOCIATION_SETTINGS_MESSAGES.unknownVersion);
  });

  it('are written into new mails, new invoices and the pages’ heads as they are now', async () => {
    const read = (await readAdmin()).sections.contact.version as number;
    const contact = { ...ACTION_PLUS.contact, email: 'bureau@exemple.fr', address: { ...ACTION_PLUS.contact.address, street: '12 rue Neuve' } };
    expect((await save('contact', read, contact)).statusCode).toBe(200);
    const settings = await first.context.associationSettings.read();
    const invoiceText = await extractPdfText(await renderInvoicePdf(SAMPLE_INVOICE, settings));
    expect(invoiceText).toContain('12 rue Neuve');
    expect(invoiceText).toContain('bureau@exemple.fr');

    // A mail stored now is signed with them, and the home page's head says them, on the other instance too.
    await first.context.mailer.queueMail({ to: 'lea@exemple.fr', ...composeMail({ subject: 'Signature', blocks: ['Bonjour.'] }) });
    const mail = await first.smtp.waitForMail((candidate) => candidate.to.includes('lea@exemple.fr'));
    expect(mail.text).toContain('12 rue Neuve');
    expect(mail.text).toContain('bureau@exemple.fr');
    await waitForRevalidation();
    const jsonLd = buildOrganizationJsonLd('https://exemple.fr', await second.context.associationSettings.read());
    expect(jsonLd).toMatchObject({ email: 'bureau@exemple.fr', address: { streetAddress: '12 rue Neuve' } });
  });

  it('are for admins only', async () => {
    const member = await createTestUser(first);
    expect((await first.app.inject({ method: 'GET', url: '/api/admin/association-settings', headers: member.authorization })).statusCode).toBe(403);
    expect((await save('host', 1, ACTION_PLUS.host, member)).statusCode).toBe(403);
  });
});
