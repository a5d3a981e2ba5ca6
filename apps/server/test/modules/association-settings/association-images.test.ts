import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { accentColourTooPale, contrastRatio, type TAssociationSettings } from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';
import { PAGE_RENDERER_FILE } from '#modules/pages/page-renderer';
import { loadReceiptSignature } from '#modules/tax-receipts/receipt-signature';
import { extractPdfText } from '#test/support/pdf-text';
import { saveCurrentSection } from '#test/support/association-settings';
import { uploadImageThroughApi } from '#test/support/multipart';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';
import { DONOR, oneLine, receiptOfDonation, today } from '../donations/donation-test-helpers';

/**
 * A stand-in for the web build's renderer: like the real one (entry-server.tsx), it reads the
 * association's settings through the API as a visitor and draws the header's logo and the board.
 */
const RENDERER = `
export function createPageRenderer(readApi) {
  return async (url) => {
    const { identity, team } = await (await readApi('/api/association')).json();
    const logo = identity.logoUrl ? '<img src="' + identity.logoUrl + '" alt="' + identity.name + '">' : '';
    const photos = team.officers.map((officer) => officer.photoUrl ? '<img src="' + officer.photoUrl + '" alt="' + officer.name + '">' : '<span>' + officer.name + '</span>').join('');
    return { markup: '<header>' + logo + '</header><main data-url="' + url + '">' + photos + '</main>', dataScript: '' };
  };
}`;

function createWebBuildWithRenderer(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, path.dirname(PAGE_RENDERER_FILE)));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><!--page-head--><link rel="stylesheet" href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, PAGE_RENDERER_FILE), RENDERER);
  return distDir;
}

const picture = (background: string) =>
  sharp({ create: { width: 120, height: 60, channels: 3, background } })
    .png()
    .toBuffer();

describe("the association's logo, accent colour, officers' photos and receipt signature", () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { webDistDir: createWebBuildWithRenderer(), taxReceipts: { eligibleOverride: true, signatureFile: undefined } } });
    admin = await createTestUser(testApp, { role: 'admin' });
  });
  afterAll(() => testApp.close());

  const upload = async (name: string, background: string): Promise<string> =>
    (await uploadImageThroughApi(testApp.app, admin.authorization, { name, bytes: await picture(background), type: 'image/png' })).image_url;
  const save = (section: keyof TAssociationSettings, value: unknown) => saveCurrentSection(testApp, admin, section, value);
  const readPublic = async (): Promise<TAssociationSettings> => (await testApp.app.inject({ method: 'GET', url: '/api/association' })).json();

  it('start with none: the pages keep the stylesheet’s own accent and the drawn mark', async () => {
    const settings = await readPublic();
    expect(settings.identity).toMatchObject({ logoUrl: '', accentColour: '#9c3d1a' });
    const home = (await testApp.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).not.toContain('/association-theme/');
    expect(home).toContain('<header></header>');
  });

  it('an admin saves a logo and an accent colour: the home page the server sends carries both', async () => {
    const logoUrl = await upload('logo.png', '#1d4ed8');
    const saved = await save('identity', { ...ACTION_PLUS.identity, logoUrl, accentColour: '#1D4ED8' });
    expect(saved.statusCode, saved.body).toBe(200);

    const home = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="stylesheet" href="/association-theme/1d4ed8.css" />');
    expect(home.body).toContain(`<header><img src="${logoUrl}" alt="Action Plus"></header>`);
    // The structured data names it as the organisation's logo.
    expect(home.body).toMatch(new RegExp(`"logo":"https?://[^"]+${logoUrl.replace(/\./g, '\\.')}"`));
    // Every page, the 404 page too.
    expect((await testApp.app.inject({ method: 'GET', url: '/page-inconnue' })).body).toContain('/association-theme/1d4ed8.css');

    const stylesheet = await testApp.app.inject({ method: 'GET', url: '/association-theme/1d4ed8.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(stylesheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stylesheet.body).toContain('--color-primary:#1d4ed8;');
    const hover = /--color-primary-hover:(#[0-9a-f]{6})/.exec(stylesheet.body)![1]!;
    expect(contrastRatio(hover, '#ffffff')).toBeGreaterThan(contrastRatio('#1d4ed8', '#ffffff'));
  });

  it('serves no stylesheet for a colour the settings would refuse, nor for a name that is not one', async () => {
    for (const url of ['/association-theme/f2b441.css', '/association-theme/zzzzzz.css', '/association-theme/1d4ed8.js']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('refuses a colour too pale to read and an image from elsewhere, in French, and keeps the saved ones', async () => {
    const before = (await readPublic()).identity;
    const pale = await save('identity', { ...before, accentColour: '#f2b441' });
    expect(pale.statusCode).toBe(400);
    expect(pale.json().detail).toContain(accentColourTooPale(1.7473));
    const elsewhere = await save('identity', { ...before, logoUrl: 'https://exemple.org/logo.png' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().detail).toContain('Le logo doit être une image envoyée sur le site (/uploads/…).');
    expect((await readPublic()).identity).toEqual(before);
  });

  it("gives the about page an officer's photo, and keeps the upload when an event that showed it too is deleted", async () => {
    const photoUrl = await upload('portrait.png', '#2c5a4e');
    const officers = ACTION_PLUS.team.officers.map((officer, index) => (index === 0 ? { ...officer, photoUrl } : officer));
    expect((await save('team', { officers })).statusCode).toBe(200);
    expect((await readPublic()).team.officers.map((officer) => officer.photoUrl)).toEqual([photoUrl, '', '']);
    const about = (await testApp.app.inject({ method: 'GET', url: '/about' })).body;
    expect(about).toContain(`<img src="${photoUrl}" alt="Cengiz Basbunar">`);

    const event = await testApp.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin.authorization,
      payload: { title: 'Portes ouvertes', description: 'Venez nous voir.', date: '2099-05-01', time: '10:00', location: 'Metz', image: photoUrl },
    });
    expect(event.statusCode, event.body).toBeLessThan(300);
    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/events/${event.json().id}`, headers: admin.authorization })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(200);
  });

  it('prints the uploaded signature on the receipt, and the signatory’s name once it is removed', async () => {
    const recordGift = async () => {
      const donation = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/donations',
        headers: admin.authorization,
        payload: { ...DONOR, amount: 50, method: 'cheque', receivedOn: today() },
      });
      expect(donation.statusCode, donation.body).toBe(201);
      const receipt = (await receiptOfDonation(testApp, donation.json().id))!;
      return testApp.app.inject({ method: 'GET', url: `/api/admin/tax-receipts/${receipt.id}/pdf`, headers: admin.authorization });
    };
    const signatureImageUrl = await upload('signature.png', '#123456');
    expect((await save('taxReceipts', { ...ACTION_PLUS.taxReceipts, signatureImageUrl })).statusCode).toBe(200);
    const signed = await recordGift();
    expect(signed.statusCode).toBe(200);
    // The WebP upload, converted to PNG for PDFKit, drawn as an image XObject.
    expect(signed.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    expect((await save('taxReceipts', { ...ACTION_PLUS.taxReceipts, signatureImageUrl: '' })).statusCode).toBe(200);
    const unsigned = await recordGift();
    expect(unsigned.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    expect(oneLine(await extractPdfText(unsigned.rawPayload))).toContain('Cengiz Basbunar, Président Cengiz Basbunar');
  });

  it('falls back to TAX_RECEIPT_SIGNATURE_FILE while the settings hold no signature, and prefers theirs once they do', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'signature-')), 'signature.png');
    const fromFile = await picture('#654321');
    writeFileSync(file, fromFile);
    const none = { ...ACTION_PLUS, taxReceipts: { ...ACTION_PLUS.taxReceipts, signatureImageUrl: '' } };
    const issuedBefore = { issuer: null };
    expect(await loadReceiptSignature(testApp.context.db, testApp.context.uploadStore, issuedBefore, none, file)).toEqual(fromFile);
    expect(await loadReceiptSignature(testApp.context.db, testApp.context.uploadStore, issuedBefore, none, undefined)).toBeNull();

    const signatureImageUrl = await upload('signature-bis.png', '#abcdef');
    const signed = { ...none, taxReceipts: { ...none.taxReceipts, signatureImageUrl } };
    const fromSettings = await loadReceiptSignature(testApp.context.db, testApp.context.uploadStore, issuedBefore, signed, file);
    // PNG, whatever the upload's WebP: PDFKit reads no WebP.
    expect(fromSettings!.subarray(1, 4).toString('latin1')).toBe('PNG');
    // A receipt keeps the signature it was issued with, whatever the settings hold now.
    expect(
      await loadReceiptSignature(testApp.context.db, testApp.context.uploadStore, { issuer: { taxReceipts: signed.taxReceipts } }, none, undefined),
    ).toEqual(fromSettings);
    expect(fromSettings).not.toEqual(fromFile);
  });
});
