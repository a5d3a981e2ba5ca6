import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPagePreloads, PAGE_PRELOADS_FILE } from '../../../src/modules/pages/page-preloads';
import { createTestApp, type TestApp } from '../../support/test-app';

const ENTRY_STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">';

/** A web build whose list names the home page's and the event pages' own chunks. */
function createWebBuildWithPreloads(preloads: unknown): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html><html lang="fr"><head><!--page-head--><script type="module" crossorigin src="/assets/index-abc123.js"></script>\n    ${ENTRY_STYLESHEET}\n  </head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(distDir, PAGE_PRELOADS_FILE), typeof preloads === 'string' ? preloads : JSON.stringify(preloads));
  return distDir;
}

const PRELOADS = [
  { pattern: '^/$', scripts: ['/assets/home-1.js', '/assets/dates-2.js'], styles: ['/assets/home-3.css'] },
  { pattern: '^/events/\\d+$', scripts: ['/assets/event-detail-page-4.js'], styles: [] },
];

describe('naming each page’s own chunks in its HTML', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { webDistDir: createWebBuildWithPreloads(PRELOADS) } });
  });
  afterAll(() => testApp.close());

  it('ends the head of a page with its stylesheets, after the entry’s, and its chunks to preload', async () => {
    for (const url of ['/', '/?utm=x']) {
      const { body } = await testApp.app.inject({ method: 'GET', url });
      const head = body.slice(0, body.indexOf('</head>'));
      const stylesheet = head.indexOf('<link rel="stylesheet" crossorigin href="/assets/home-3.css">');
      expect(stylesheet, url).toBeGreaterThan(head.indexOf(ENTRY_STYLESHEET));
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/dates-2.js">');
      expect(head).not.toContain('event-detail-page');
    }
  });

  it('names nothing more for a page without its own chunks, an unknown address or an unknown event', async () => {
    for (const url of ['/about', '/cette-page-nexiste-pas', '/events/999999']) {
      const { body } = await testApp.app.inject({ method: 'GET', url });
      expect(body, url).not.toContain('modulepreload');
      expect(body, url).toContain(ENTRY_STYLESHEET);
    }
  });

  it('keeps the list itself out of reach', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/${PAGE_PRELOADS_FILE}` });
    expect(response.body).not.toContain('home-1.js');
  });
});

const NONE = { styles: '', scripts: '' };

describe('reading the list of page chunks', () => {
  it('matches an address with or without its trailing slash', () => {
    const linksFor = loadPagePreloads(createWebBuildWithPreloads(PRELOADS));
    expect(linksFor('/events/12/')).toEqual({ styles: '', scripts: '<link rel="modulepreload" crossorigin href="/assets/event-detail-page-4.js">' });
    expect(linksFor('/events/abc')).toEqual(NONE);
  });

  it('ignores a missing, unreadable or unexpected list', () => {
    const withoutList = mkdtempSync(path.join(tmpdir(), 'action-plus-dist-'));
    expect(loadPagePreloads(withoutList)('/')).toEqual(NONE);
    expect(loadPagePreloads(createWebBuildWithPreloads('{not json'))('/')).toEqual(NONE);
    expect(loadPagePreloads(createWebBuildWithPreloads([{ pattern: '^/$', scripts: ['"><script>'], styles: [] }]))('/')).toEqual(NONE);
  });
});
