import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminNewsArticle, TNewsArticleInput } from '@action-plus/contract';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

const PUBLIC_URL = 'https://actionplusmetz.org';

/** A stand-in for the web build: its own title and description, and the head marker. */
function createFakeWebBuild(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Titre par défaut</title><!--page-head--></head><body><div id="root"></div></body></html>',
  );
  return distDir;
}

describe('an article’s page as first sent by the server', () => {
  let testApp: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    testApp = await createTestApp({ config: { webDistDir: createFakeWebBuild(), publicUrl: PUBLIC_URL } });
    headers = (await createTestUser(testApp, { roles: ['secretary'], firstName: 'Inès' })).authorization;
  });
  afterAll(() => testApp.close());

  const save = async (body: TNewsArticleInput, id?: number) =>
    (
      await testApp.app.inject({ method: id ? 'PUT' : 'POST', url: id ? `/api/admin/news/${id}` : '/api/admin/news', headers, payload: body })
    ).json() as TAdminNewsArticle;

  it('carries its title, summary, canonical address, OpenGraph article tags and NewsArticle JSON-LD', async () => {
    const article = await save({
      title: 'La fête des voisins </script>',
      summary: 'Rendez-vous place Saint-Louis.',
      body: 'Venez !',
      status: 'published',
      tags: ['fête'],
    });
    const page = await testApp.app.inject({ method: 'GET', url: `/actualites/${article.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/actualites/${article.slug}" />`);
    expect(page.body).toContain('<meta property="og:type" content="article" />');
    expect(page.body).toContain('<meta name="description" content="Rendez-vous place Saint-Louis." />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: 'La fête des voisins </script>', author: { name: 'Inès' }, keywords: 'fête' });
  });

  it('answers an old slug with a permanent redirect, and an unknown or unpublished one with the 404 page', async () => {
    const draft = await save({ title: 'Brouillon de rentrée', summary: 'Bientôt.', body: 'À venir.', status: 'draft' });
    expect((await testApp.app.inject({ method: 'GET', url: `/actualites/${draft.slug}` })).statusCode).toBe(404);
    const published = await save(
      { title: 'La rentrée des ateliers', summary: 'Tout recommence.', body: 'Les ateliers reprennent.', status: 'published' },
      draft.id,
    );
    const moved = await testApp.app.inject({ method: 'GET', url: `/actualites/${draft.slug}` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/actualites/${published.slug}`);
    expect((await testApp.app.inject({ method: 'GET', url: '/actualites/nulle-part' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/actualites' })).statusCode).toBe(200);
  });
});
