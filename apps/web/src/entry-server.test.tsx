// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, PAGES, PATHS, type TPageName } from '@action-plus/contract';
import { createPageRenderer } from './entry-server';

/** The API as a visitor reads it when nothing exists yet: no event, and nothing else found. */
const readApi: typeof fetch = async (input) => {
  const url = String(input);
  if (url === '/api/events' || url.startsWith('/api/events?')) return Response.json({ events: [] });
  return Response.json({ detail: 'Ressource introuvable.' }, { status: 404 });
};

const renderPage = createPageRenderer(readApi);

const addressOf = (name: TPageName) => {
  const path = PATHS[name];
  const address = typeof path === 'string' ? path : path(12);
  return PAGES[name].rendering === 'per-request' ? `${address}?token=jeton-de-test` : address;
};

describe('the server’s render of every page of the table', () => {
  it.each(PAGE_NAMES)('sends %s rendered, as a visitor first sees it', async (name) => {
    const page = await renderPage(addressOf(name));
    expect(page, name).not.toBeNull();
    const { markup } = page!;
    expect(markup).toContain('<main');
    if (PAGES[name].access !== 'public') expect(markup).toContain('Chargement');
    if ('hasForm' in PAGES[name]) {
      // Nothing typed before the app runs can be lost: every field and button of the page waits for it.
      const main = markup.slice(markup.indexOf('<main'), markup.indexOf('</main>'));
      expect(main).toMatch(/<fieldset[^>]* disabled=""|<button[^>]* disabled=""/);
      expect(main.replace(/<fieldset[^>]* disabled=""[\s\S]*?<\/fieldset>/g, '')).not.toMatch(/<(input|textarea|button)\b(?![^>]* disabled="")/);
    }
  });
});
