import { ASSOCIATION, findPage, formatPageTitle, PAGE_HEADS, PATHS, withoutTrailingSlashes } from '@action-plus/contract';
import type { PageHeadProvider } from './routes';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** JSON inside a <script> element: "<" escaped so that no value can close the element. */
export const toScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The head of a page no provider knows (the 404 page): the home page's title and description, so
 * that the association's name is written by its module alone, never by the build's index.html.
 */
export function renderDefaultPageHead(): string {
  return (
    [`<title>${escapeHtml(formatPageTitle())}</title>`, `<meta name="description" content="${escapeHtml(PAGE_HEADS.home!.description)}" />`].join('\n    ') +
    '\n    '
  );
}

/** The <head> lines every page with known content shares: title, description, canonical URL, OpenGraph. */
export function renderPageHead(options: { title: string; description: string; url: string; type?: string; imageUrl?: string }): string {
  const lines = [
    `<title>${escapeHtml(options.title)}</title>`,
    `<meta name="description" content="${escapeHtml(options.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(options.url)}" />`,
    `<meta property="og:type" content="${escapeHtml(options.type ?? 'website')}" />`,
    `<meta property="og:site_name" content="${escapeHtml(ASSOCIATION.name)}" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:title" content="${escapeHtml(options.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(options.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(options.url)}" />`,
  ];
  if (options.imageUrl) lines.push(`<meta property="og:image" content="${escapeHtml(options.imageUrl)}" />`);
  return lines.join('\n    ');
}

/** schema.org description of the association, from its identity module. */
export function buildOrganizationJsonLd(publicUrl: string) {
  const { address } = ASSOCIATION;
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: ASSOCIATION.name,
    alternateName: ASSOCIATION.alternateName,
    description: ASSOCIATION.shortDescription,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    email: ASSOCIATION.email,
    telephone: ASSOCIATION.phone,
    foundingDate: ASSOCIATION.milestones.statutesAdopted,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressRegion: address.region,
      addressCountry: address.countryCode,
    },
    location: {
      '@type': 'Place',
      geo: { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude },
    },
    openingHours: ASSOCIATION.openingHours.flatMap((entry) => (entry.schema ? [entry.schema] : [])),
    ...(ASSOCIATION.socialLinks.length > 0 ? { sameAs: ASSOCIATION.socialLinks.map((link) => link.url) } : {}),
  };
}

/** Head of the pages whose content is fixed (home, about, events list, contact, sign-in pages, legal pages). */
export function createStaticPageHeadProvider(publicUrl: string): PageHeadProvider {
  return async (pathname) => {
    const normalized = withoutTrailingSlashes(pathname) || PATHS.home;
    const found = findPage(normalized);
    const page = found && PAGE_HEADS[found.name];
    if (!page) return null;
    const url = normalized === PATHS.home ? `${publicUrl}/` : `${publicUrl}${normalized}`;
    const head = renderPageHead({ title: formatPageTitle(page.title), description: page.description, url });
    if (normalized !== PATHS.home) return head;
    return `${head}\n    <script type="application/ld+json">${toScriptJson(buildOrganizationJsonLd(publicUrl))}</script>`;
  };
}
