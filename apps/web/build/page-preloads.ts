import type { Plugin } from 'vite';

/** Where the build writes the list, read by the server's pages module (not served: dot folder). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/**
 * The module each page of the route table (src/app/router.tsx) loads lazily, by the pattern of
 * the addresses it answers (the same ones as `PAGE_PATTERNS` in the contract).
 */
const PAGE_MODULES: { pattern: string; module: string }[] = [
  { pattern: '^/$', module: 'src/app/routes/home.tsx' },
  { pattern: '^/about$', module: 'src/features/about/pages/about-page.tsx' },
  { pattern: '^/events$', module: 'src/features/events/pages/events-page.tsx' },
  { pattern: '^/events/\\d+$', module: 'src/features/events/pages/event-detail-page.tsx' },
  { pattern: '^/events/create$', module: 'src/features/events/pages/event-create-page.tsx' },
  { pattern: '^/events/edit/\\d+$', module: 'src/features/events/pages/event-edit-page.tsx' },
  { pattern: '^/contact$', module: 'src/features/contact/pages/contact-page.tsx' },
  { pattern: '^/login$', module: 'src/features/auth/pages/login-page.tsx' },
  { pattern: '^/register$', module: 'src/features/auth/pages/register-page.tsx' },
  { pattern: '^/forgot-password$', module: 'src/features/auth/pages/forgot-password-page.tsx' },
  { pattern: '^/reset-password$', module: 'src/features/auth/pages/reset-password-page.tsx' },
  { pattern: '^/confirm-email$', module: 'src/features/auth/pages/confirm-email-page.tsx' },
  { pattern: '^/connexion/google$', module: 'src/features/auth/pages/google-sign-in-page.tsx' },
  { pattern: '^/confidentialite$', module: 'src/features/legal/pages/privacy-page.tsx' },
  { pattern: '^/conditions$', module: 'src/features/legal/pages/terms-page.tsx' },
  { pattern: '^/mentions-legales$', module: 'src/features/legal/pages/legal-notice-page.tsx' },
  { pattern: '^/profile$', module: 'src/app/routes/profile.tsx' },
  { pattern: '^/admin/memberships$', module: 'src/features/memberships/pages/admin-memberships-page.tsx' },
];

export interface PagePreload {
  pattern: string;
  /** Chunks the page's module needs beyond those index.html already loads, as absolute URLs. */
  scripts: string[];
  styles: string[];
}

/**
 * Lists, for each page, the lazy chunk of its route with its imports and stylesheets, so that the
 * server can name them in the HTML it sends (`modulepreload`, `stylesheet`): the browser then
 * fetches them alongside the entry instead of after it has run (one round trip less before the
 * page's content shows). A page whose module is no longer a lazy chunk fails the build.
 */
export function pagePreloads(): Plugin {
  let base = '/';
  return {
    name: 'action-plus-page-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; css: string[]; module: string | null; isEntry: boolean }>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          module: output.facadeModuleId && output.isDynamicEntry ? output.facadeModuleId.replace(/\\/g, '/') : null,
          isEntry: output.isEntry,
        });
      }
      const withImports = (fileName: string, seen = new Set<string>()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, seen);
        return seen;
      };
      const loadedByEntry = new Set<string>();
      for (const [fileName, chunk] of chunks) if (chunk.isEntry) withImports(fileName, loadedByEntry);

      const preloads: PagePreload[] = PAGE_MODULES.map(({ pattern, module }) => {
        const fileName = [...chunks].find(([, chunk]) => chunk.module?.endsWith(`/${module}`))?.[0];
        if (!fileName) this.error(`${module} n'est plus un module chargé à la demande : mettez à jour PAGE_MODULES (build/page-preloads.ts).`);
        const needed = [...withImports(fileName)].filter((name) => !loadedByEntry.has(name));
        return {
          pattern,
          scripts: needed.map((name) => `${base}${name}`),
          styles: [...new Set(needed.flatMap((name) => chunks.get(name)!.css))].map((name) => `${base}${name}`),
        };
      });
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
