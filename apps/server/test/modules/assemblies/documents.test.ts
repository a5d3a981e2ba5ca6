import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  ASSEMBLY_LIMITS,
  ASSEMBLY_MESSAGES,
  formatEuros,
  toParisDate,
  treasuryAccountsTitle,
  type TAssembly,
  type TAssemblyDocument,
  type TAssemblyDocumentListResponse,
  type TTreasuryResponse,
} from '@action-plus/contract';
import { assemblyDocuments } from '#db/schema';
import { readDocument } from '#modules/assemblies/assembly-documents';
import { moveDocumentBytesToFiles, sweepUnnamedDocumentFiles, UNNAMED_FILE_GRACE_MS, uploadsOutOfReach } from '#modules/uploads/upload-files-upkeep';
import { directoryUploadStore } from '#modules/uploads/upload-store';
import { saveCurrentSection } from '#test/support/association-settings';
import { insertMembership } from '#test/support/membership-fixtures';
import { extractPdfText } from '#test/support/pdf-text';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

type Person = Awaited<ReturnType<typeof createTestUser>>;
const today = toParisDate();
const year = Number(today.slice(0, 4));

/** A small PDF as a word processor would write one: what matters is its `%PDF-` start. */
const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

describe('the documents of a general assembly: the report, the accounts, the budget', () => {
  let testApp: TestApp;
  let admin: Person;
  let secretary: Person;
  let treasurer: Person;
  let voter: Person;
  let outsider: Person;
  let assembly: TAssembly;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Person | null, payload?: object) =>
    testApp.app.inject({ method, url, headers: who?.authorization ?? {}, ...(payload === undefined ? {} : { payload }) });
  const upload = async (fields: Record<string, string>, file: { name: string; bytes: Buffer } | null, who: Person = secretary) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
    const encoded = new Response(form);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/admin/assemblies/${assembly.id}/documents`,
      headers: { ...who.authorization, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };
  const listed = async () => (await call('GET', `/api/admin/assemblies/${assembly.id}/documents`, secretary)).json<TAssemblyDocumentListResponse>().documents;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin' });
    secretary = await createTestUser(testApp, { roles: ['secretary'] });
    treasurer = await createTestUser(testApp, { roles: ['treasurer'] });
    voter = await createTestUser(testApp, { firstName: 'Élise', lastName: 'Votante' });
    await insertMembership(testApp, voter.user.id, { startDate: addDays(today, -30) });
    outsider = await createTestUser(testApp, { firstName: 'Sans', lastName: 'Adhésion' });
    const created = await call('POST', '/api/admin/assemblies', secretary, {
      title: 'Assemblée générale 2026',
      date: addDays(today, 20),
      time: '18:30',
      place: 'Salle des fêtes, Metz',
    });
    assembly = created.json<TAssembly>();
    await call('POST', `/api/admin/assemblies/${assembly.id}/resolutions`, secretary, { title: 'Approbation des comptes', kind: 'ordinary' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('a secretary attaches PDFs with a title each, lists them in order, renames, moves and removes them', async () => {
    const report = await upload({ title: 'Rapport moral 2026' }, { name: 'rapport.pdf', bytes: pdfBytes('rapport') });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json<TAssemblyDocument>()).toMatchObject({ position: 0, title: 'Rapport moral 2026', file_name: 'rapport-moral-2026.pdf' });
    const budget = await upload({ title: 'Budget prévisionnel', position: '0' }, { name: 'budget.pdf', bytes: pdfBytes('budget') });
    expect(budget.statusCode, budget.body).toBe(201);
    expect((await listed()).map((document) => document.title)).toEqual(['Budget prévisionnel', 'Rapport moral 2026']);

    const renamed = await call('PUT', `/api/admin/assemblies/${assembly.id}/documents/${report.json<TAssemblyDocument>().id}`, secretary, {
      title: 'Rapport d’activité « 2026 »',
      position: 0,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TAssemblyDocumentListResponse>().documents.map((document) => [document.position, document.title, document.file_name])).toEqual([
      [0, 'Rapport d’activité « 2026 »', 'rapport-d-activite-2026.pdf'],
      [1, 'Budget prévisionnel', 'budget-previsionnel.pdf'],
    ]);

    const removed = await call('DELETE', `/api/admin/assemblies/${assembly.id}/documents/${budget.json<TAssemblyDocument>().id}`, secretary);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TAssemblyDocumentListResponse>().documents.map((document) => document.title)).toEqual(['Rapport d’activité « 2026 »']);
    const gone = await call('DELETE', `/api/admin/assemblies/${assembly.id}/documents/${budget.json<TAssemblyDocument>().id}`, secretary);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(ASSEMBLY_MESSAGES.documentNotFound);
  });

  it('refuses, in French, a file that is not a PDF whatever its name, a missing title or file, and a document too big', async () => {
    const image = await upload({ title: 'Affiche' }, { name: 'affiche.pdf', bytes: Buffer.from('\x89PNG\r\n\x1a\n not a pdf at all') });
    expect(image.statusCode).toBe(400);
    expect(image.json().detail).toBe(ASSEMBLY_MESSAGES.documentNotPdf);
    const untitled = await upload({}, { name: 'budget.pdf', bytes: pdfBytes('budget') });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().detail).toBe(ASSEMBLY_MESSAGES.documentTitleRequired);
    const blank = await upload({ title: '   ' }, { name: 'budget.pdf', bytes: pdfBytes('budget') });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe(ASSEMBLY_MESSAGES.documentTitleRequired);
    const fileless = await upload({ title: 'Budget' }, null);
    expect(fileless.statusCode).toBe(400);
    expect(fileless.json().detail).toBe(ASSEMBLY_MESSAGES.documentFileRequired);
    const tooBig = await upload(
      { title: 'Trop gros' },
      { name: 'gros.pdf', bytes: Buffer.concat([pdfBytes('gros'), Buffer.alloc(ASSEMBLY_LIMITS.DOCUMENT_MAX_BYTES)]) },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe(ASSEMBLY_MESSAGES.documentTooLarge);
    const json = await call('POST', `/api/admin/assemblies/${assembly.id}/documents`, secretary, { title: 'Budget' });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toMatch(/[éèàç’]|formulaire|fichier/i);
    expect((await listed()).map((document) => document.title)).toEqual(['Rapport d’activité « 2026 »']);
  });

  it('a treasurer without assemblies.manage cannot attach; a voter downloads the PDF once convened, a non-voter cannot', async () => {
    const treasurerTry = await upload({ title: 'Comptes' }, { name: 'comptes.pdf', bytes: pdfBytes('comptes') }, treasurer);
    expect(treasurerTry.statusCode).toBe(403);
    const [document] = await listed();
    const url = document!.url;
    expect(url).toBe(`/api/assemblies/${assembly.id}/documents/${document!.id}`);

    // A draft is the managers' alone.
    expect((await call('GET', url, voter)).statusCode).toBe(404);
    const managerRead = await call('GET', url, secretary);
    expect(managerRead.statusCode).toBe(200);

    await call('POST', `/api/admin/assemblies/${assembly.id}/voters/freeze`, secretary);
    expect((await call('POST', `/api/admin/assemblies/${assembly.id}/convene`, secretary, { confirm_late: true })).statusCode).toBe(200);

    const download = await call('GET', url, voter);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe('attachment; filename="rapport-d-activite-2026.pdf"');
    expect(download.rawPayload.equals(pdfBytes('rapport'))).toBe(true);
    const voterList = await call('GET', `/api/assemblies/${assembly.id}/documents`, voter);
    expect(voterList.json<TAssemblyDocumentListResponse>().documents.map((entry) => entry.title)).toEqual(['Rapport d’activité « 2026 »']);

    const refused = await call('GET', url, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(ASSEMBLY_MESSAGES.notAVoter);
    expect((await call('GET', `/api/assemblies/${assembly.id}/documents`, outsider)).statusCode).toBe(403);
    expect((await call('GET', url, null)).statusCode).toBe(401);
    const unknown = await call('GET', `/api/assemblies/${assembly.id}/documents/999999`, voter);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(ASSEMBLY_MESSAGES.documentNotFound);
  });

  it('the accounts of a year are drawn from the treasury as a PDF and attached in one call, with the treasurer’s figures', async () => {
    const membership = await call('POST', '/api/admin/create-membership', admin, {
      userId: outsider.user.id,
      membershipType: 'standard',
      duration: 12,
      amount: 30,
    });
    expect(membership.statusCode, membership.body).toBeLessThan(300);
    const gift = await call('POST', '/api/admin/donations', admin, {
      firstName: 'Inès',
      lastName: 'Moreau',
      email: 'ines.moreau@exemple.fr',
      address: '3 rue des Jardins',
      postalCode: '57000',
      city: 'Metz',
      country: 'France',
      amount: 45,
      method: 'cheque',
      receivedOn: today,
    });
    expect(gift.statusCode, gift.body).toBeLessThan(300);

    expect((await call('POST', `/api/admin/assemblies/${assembly.id}/documents/treasury-accounts`, treasurer, { year })).statusCode).toBe(403);
    const badYear = await call('POST', `/api/admin/assemblies/${assembly.id}/documents/treasury-accounts`, secretary, { year: 'deux mille' });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().detail).toBe(ASSEMBLY_MESSAGES.accountsYearInvalid);

    const attached = await call('POST', `/api/admin/assemblies/${assembly.id}/documents/treasury-accounts`, secretary, { year });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json<TAssemblyDocument>()).toMatchObject({ title: treasuryAccountsTitle(year), position: 1 });

    const figures = (await call('GET', `/api/admin/treasury?year=${year}`, admin)).json<TTreasuryResponse>().totals;
    expect(figures.dues_cents).toBeGreaterThanOrEqual(3000);
    expect(figures.donations_cents).toBeGreaterThanOrEqual(4500);
    const pdf = (await call('GET', attached.json<TAssemblyDocument>().url, voter)).rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await extractPdfText(pdf);
    for (const expected of [
      `Comptes de l’année ${year}`,
      `Cotisations : ${formatEuros(figures.dues_cents)} (${figures.dues_count} cotisation`,
      `Dons : ${formatEuros(figures.donations_cents)} (${figures.donations_count} don`,
      `Total des cotisations et dons : ${formatEuros(figures.dues_cents + figures.donations_cents)}`,
      `Reçus fiscaux émis : ${figures.receipts_count} pour ${formatEuros(figures.receipts_cents)}`,
      `Membres à jour de cotisation sur l’année : ${figures.active_members}`,
      'Janvier',
      'Décembre',
    ])
      expect(text).toContain(expected);
    // It names no member: the treasury page's list of memberships ending soon stays there.
    expect(text).not.toContain('ines.moreau@exemple.fr');
  });

  it('once the assembly is closed its documents no longer change, and its minutes keep the association as it was that day', async () => {
    expect((await call('POST', `/api/admin/assemblies/${assembly.id}/open`, secretary)).statusCode).toBe(200);
    const closed = await call('POST', `/api/admin/assemblies/${assembly.id}/close`, secretary, { chair_name: 'Marie Curie', secretary_name: 'Anne Moreau' });
    expect(closed.statusCode, closed.body).toBe(200);

    const late = await upload({ title: 'Oubli' }, { name: 'oubli.pdf', bytes: pdfBytes('oubli') });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(ASSEMBLY_MESSAGES.documentsClosed);
    const [first] = await listed();
    const rename = await call('PUT', `/api/admin/assemblies/${assembly.id}/documents/${first!.id}`, secretary, { title: 'Autre' });
    expect(rename.statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/assemblies/${assembly.id}/documents/${first!.id}`, secretary)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/assemblies/${assembly.id}/documents/treasury-accounts`, secretary, { year })).statusCode).toBe(409);
    // The voter still reads them, as the minutes.
    expect((await call('GET', first!.url, voter)).statusCode).toBe(200);

    const settings = (await call('GET', '/api/admin/association-settings', admin)).json().sections;
    const before = { name: settings.identity.value.name as string, street: settings.contact.value.address.street as string };
    const minutesBefore = await extractPdfText((await call('GET', `/api/admin/assemblies/${assembly.id}/minutes.pdf`, secretary)).rawPayload);
    expect(minutesBefore).toContain(before.name);
    expect(minutesBefore).toContain(before.street);

    expect((await saveCurrentSection(testApp, admin, 'identity', { ...settings.identity.value, name: 'Un Tout Autre Nom' })).statusCode).toBe(200);
    const moved = { ...settings.contact.value, address: { ...settings.contact.value.address, street: '99 avenue Nouvelle' } };
    expect((await saveCurrentSection(testApp, admin, 'contact', moved)).statusCode).toBe(200);

    const minutesAfter = await extractPdfText((await call('GET', `/api/assemblies/${assembly.id}/minutes.pdf`, voter)).rawPayload);
    expect(minutesAfter).toContain(before.name);
    expect(minutesAfter).toContain(before.street);
    expect(minutesAfter).not.toContain('Un Tout Autre Nom');
    expect(minutesAfter).not.toContain('99 avenue Nouvelle');
  });

  it('with UPLOADS_DIR given later, the documents’ bytes move from their rows into files, once, and are read from there', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'assembly-documents-'));
    try {
      const { db } = testApp.context;
      const before = await listed();
      const served = await Promise.all(before.map(async (document) => (await call('GET', document.url, voter)).rawPayload));
      const stores = [directoryUploadStore(directory), directoryUploadStore(directory)];
      const moved = await Promise.all(stores.map((store) => moveDocumentBytesToFiles(db, store)));
      expect(moved.reduce((sum, count) => sum + count, 0)).toBe(before.length);
      expect(await moveDocumentBytesToFiles(db, stores[0]!)).toBe(0);
      expect(await db.select().from(assemblyDocuments).where(isNotNull(assemblyDocuments.content))).toEqual([]);
      for (const [index, document] of before.entries())
        expect((await readDocument(db, stores[1]!, assembly.id, document.id)).bytes.equals(served[index]!)).toBe(true);
      // A file no row names (a removal a crash interrupted) goes once it is an hour old; the others stay.
      const stray = path.join(directory, 'documents', 'ff', `${'f'.repeat(32)}.pdf`);
      await mkdir(path.dirname(stray), { recursive: true });
      await writeFile(stray, pdfBytes('orphelin'));
      expect(await sweepUnnamedDocumentFiles(db, stores[0]!)).toBe(0);
      const later = new Date(Date.now() + UNNAMED_FILE_GRACE_MS + 60_000);
      expect(await sweepUnnamedDocumentFiles(db, stores[0]!, later)).toBe(1);
      expect(existsSync(stray)).toBe(false);
      for (const [index, document] of before.entries())
        expect((await readDocument(db, stores[0]!, assembly.id, document.id)).bytes.equals(served[index]!)).toBe(true);
      // The site without UPLOADS_DIR can no longer serve them, and says so at start.
      expect(await uploadsOutOfReach(db, testApp.context.uploadStore)).toBe(
        `${before.length} documents d’assemblée générale ont leurs octets dans le dossier UPLOADS_DIR, qui n’est plus donné\u00a0: ils ne se téléchargent pas. Redonnez UPLOADS_DIR (le même dossier) et redémarrez le site.`,
      );
      const unreachable = await call('GET', before[0]!.url, voter);
      expect(unreachable.statusCode).toBe(404);
      expect(unreachable.json().detail).toBe(ASSEMBLY_MESSAGES.documentNotFound);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
