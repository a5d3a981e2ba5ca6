import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { withoutTrailingSlashes } from '@action-plus/contract';

/** Written by the web build (apps/web/build/page-preloads.ts). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

const ZAssetUrlSchema = z.string().regex(/^\/[\w\-./]+$/);
const ZPagePreloadsSchema = z.array(
  z.object({ pattern: z.string(), scripts: z.array(ZAssetUrlSchema), styles: z.array(ZAssetUrlSchema) }),
);

/**
 * The <head> lines naming a page's own stylesheets and chunks (none for an address no page answers),
 * to go last in the head: the page's styles come after the entry's, as when the app loads them.
 */
export type PagePreloadLinks = (pathname: string) => { styles: string; scripts: string };

const NO_LINKS = Object.freeze({ styles: '', scripts: '' });

/**
 * Reads the web build's list of each page's lazy chunks and stylesheets, so that the HTML names
 * them and the browser fetches them alongside the entry rather than once the entry has run. A
 * build without the list (or with an unreadable one) only loses that head start.
 */
export function loadPagePreloads(distDir: string): PagePreloadLinks {
  const file = path.join(distDir, PAGE_PRELOADS_FILE);
  if (!existsSync(file)) return () => NO_LINKS;
  let parsed;
  try {
    parsed = ZPagePreloadsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return () => NO_LINKS;
  }
  if (!parsed.success) return () => NO_LINKS;
  const pages = parsed.data.map((page) => ({
    pattern: new RegExp(page.pattern),
    links: {
      styles: page.styles.map((url) => `<link rel="stylesheet" crossorigin href="${url}">`).join('\n    '),
      scripts: page.scripts.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('\n    '),
    },
  }));
  return (pathname) => {
    const normalized = withoutTrailingSlashes(pathname) || '/';
    return pages.find((page) => page.pattern.test(normalized))?.links ?? NO_LINKS;
  };
}
