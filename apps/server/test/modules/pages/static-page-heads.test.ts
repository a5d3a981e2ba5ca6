import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internationalPhoneOf, formatPageTitle, PAGE_HEADS } from '@action-plus/contract';
import { escapeHtml } from '#modules/pages/static-page-heads';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

const PUBLIC_URL = 'https://association.example.org';

/** A stand-in for the web build, with the build's default title and description around the marker. */
function createFakeWebBuild(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    [
      '<!doctype html><html lang="fr"><head>',
      '<title>Titre par défaut</title>',
      '<meta name="description" content="Description par défaut" />',
      '<!--page-head-->',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  return distDir;
}

const countOccurrences = (text: string, needle: string) => text.split(needle).length - 1;

function readJsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'JSON-LD script').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('the head the server writes into public pages', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { webDistDir: createFakeWebBuild(), publicUrl: PUBLIC_URL } });
  });
  afterAll(() => testApp.close());

  const fetchPage = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it('gives each public page its own title, description, canonical URL and OpenGraph tags, once', async () => {
    const expectations: [string, string][] = [
      ['/about', `À propos | ${ACTION_PLUS.identity.name}`],
      ['/events', `Nos Événements | ${ACTION_PLUS.identity.name}`],
      ['/contact', `Contactez-nous | ${ACTION_PLUS.identity.name}`],
      ['/mentions-legales', `Mentions légales | ${ACTION_PLUS.identity.name}`],
      ['/confidentialite', `Politique de confidentialité | ${ACTION_PLUS.identity.name}`],
      ['/conditions', `Conditions d&#39;utilisation | ${ACTION_PLUS.identity.name}`],
    ];
    for (const [url, title] of expectations) {
      const html = await fetchPage(url);
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(countOccurrences(html, '<title>'), url).toBe(1);
      expect(countOccurrences(html, '<meta name="description"'), url).toBe(1);
      expect(html, url).not.toContain('Titre par défaut');
      expect(html, url).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}" />`);
      expect(html, url).toContain(`<meta property="og:url" content="${PUBLIC_URL}${url}" />`);
      expect(html, url).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html, url).toContain('<meta property="og:locale" content="fr_FR" />');
      expect(html, url).not.toContain('application/ld+json');
    }
  });

  it('describes the association as an organisation in JSON-LD on the home page', async () => {
    const html = await fetchPage('/');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    const organization = readJsonLd(html);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: ACTION_PLUS.identity.name,
      url: `${PUBLIC_URL}/`,
      email: ACTION_PLUS.contact.email,
      telephone: internationalPhoneOf(ACTION_PLUS.contact.phone),
      address: { streetAddress: ACTION_PLUS.contact.address.street, postalCode: ACTION_PLUS.contact.address.postalCode, addressLocality: 'Metz' },
    });
    expect(organization.openingHours).toEqual(['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00']);
  });

  it('treats a trailing slash as the same page', async () => {
    const html = await fetchPage('/about/');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about" />`);
  });

  it("writes the home page's title and description, from the association's settings, on pages whose content it does not know", async () => {
    for (const url of ['/profile', '/events/create']) {
      const html = await fetchPage(url);
      expect(html, url).toContain(`<title>${escapeHtml(formatPageTitle(ACTION_PLUS))}</title>`);
      expect(html, url).toContain(`<meta name="description" content="${escapeHtml(PAGE_HEADS.home!.description(ACTION_PLUS))}" />`);
      expect(html, url).not.toContain('Titre par défaut');
      expect(html, url).not.toContain('rel="canonical"');
    }
  });
});
