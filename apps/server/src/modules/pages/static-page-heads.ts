import {
  findPage,
  formatPageTitle,
  internationalPhoneOf,
  openingHoursSpecification,
  PAGE_HEADS,
  PATHS,
  withoutTrailingSlashes,
  type TAssociationSettings,
} from '@action-plus/contract';
import type { AssociationSettingsReader } from '../association-settings/association-settings-reader';
import type { PageHeadProvider } from './routes';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** JSON inside a <script> element: "<" escaped so that no value can close the element. */
export const toScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The head of a page no provider knows (the 404 page): the home page's title and description, so
 * that the association's name comes from its settings, never from the build's index.html.
 */
export function renderDefaultPageHead(association: TAssociationSettings): string {
  return (
    [
      `<title>${escapeHtml(formatPageTitle(association))}</title>`,
      `<meta name="description" content="${escapeHtml(PAGE_HEADS.home!.description(association))}" />`,
    ].join('\n    ') + '\n    '
  );
}

/** The <head> lines every page with known content shares: title, description, canonical URL, OpenGraph. */
export function renderPageHead(options: { siteName: string; title: string; description: string; url: string; type?: string; imageUrl?: string }): string {
  const lines = [
    `<title>${escapeHtml(options.title)}</title>`,
    `<meta name="description" content="${escapeHtml(options.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(options.url)}" />`,
    `<meta property="og:type" content="${escapeHtml(options.type ?? 'website')}" />`,
    `<meta property="og:site_name" content="${escapeHtml(options.siteName)}" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:title" content="${escapeHtml(options.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(options.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(options.url)}" />`,
  ];
  if (options.imageUrl) lines.push(`<meta property="og:image" content="${escapeHtml(options.imageUrl)}" />`);
  return lines.join('\n    ');
}

/** schema.org description of the association, from its settings. */
export function buildOrganizationJsonLd(publicUrl: string, { identity, contact, links }: TAssociationSettings) {
  const { address, location } = contact;
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: identity.name,
    ...(identity.alternateName ? { alternateName: identity.alternateName } : {}),
    description: identity.shortDescription,
    url: `${publicUrl}/`,
    logo: `${publicUrl}${identity.logoUrl || '/favicon.svg'}`,
    email: contact.email,
    telephone: internationalPhoneOf(contact.phone),
    foundingDate: String(identity.foundedYear),
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
      geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    },
    openingHours: openingHoursSpecification(contact),
    ...(links.socialLinks.length > 0 ? { sameAs: links.socialLinks.map((link) => link.url) } : {}),
  };
}

/** Head of the pages whose content is fixed (home, about, events list, contact, sign-in pages, legal pages). */
export function createStaticPageHeadProvider(publicUrl: string, associationSettings: AssociationSettingsReader): PageHeadProvider {
  return async (pathname) => {
    const normalized = withoutTrailingSlashes(pathname) || PATHS.home;
    const found = findPage(normalized);
    const page = found && PAGE_HEADS[found.name];
    if (!page) return null;
    const association = await associationSettings.read();
    const url = normalized === PATHS.home ? `${publicUrl}/` : `${publicUrl}${normalized}`;
    const head = renderPageHead({
      siteName: association.identity.name,
      title: formatPageTitle(association, page.title),
      description: page.description(association),
      url,
    });
    if (normalized !== PATHS.home) return head;
    return `${head}\n    <script type="application/ld+json">${toScriptJson(buildOrganizationJsonLd(publicUrl, association))}</script>`;
  };
}
