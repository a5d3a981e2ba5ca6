/**
 * « Actualités » (issue 26): the association's articles. Their states, limits, French words and the
 * slug an article's address is made of. Plain data, no zod (schemas: news-schemas.ts).
 */

import { frenchNumber } from './french-typography';
import { decodeCursorText, encodeCursorText, MAX_CURSOR_INSTANT_MS } from './keyset-cursor';

/**
 * An article's life: a draft is seen by its writers only; a scheduled one is published by itself at
 * its date and time (Paris); a published one is on the site; an archived one is withdrawn from it.
 */
/** The news pages' heading, their tab's title and the navbar's link. */
export const NEWS_PAGE_HEADING = 'Actualités';

export const NEWS_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type TNewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_STATUS_LABELS: Record<TNewsStatus, string> = {
  draft: 'Brouillon',
  scheduled: 'Programmé',
  published: 'Publié',
  archived: 'Archivé',
};

export const NEWS_LIMITS = {
  TITLE_MAX: 150,
  SUMMARY_MAX: 300,
  BODY_MAX: 50_000,
  COVER_ALT_MAX: 250,
  TAGS_MAX: 8,
  TAG_MAX: 40,
  /** The longest slug an address carries: the title's first words. */
  SLUG_MAX: 80,
  /** Articles a page of `/actualites` lists. */
  PAGE_SIZE: 12,
  /** The latest articles the home page shows. */
  HOME_COUNT: 3,
  /** The latest articles the Atom feed carries. */
  FEED_COUNT: 20,
  /** The longest cursor accepted (a base64url of `n:<ms>:<id>`). */
  CURSOR_MAX: 64,
} as const;

export const NEWS_MESSAGES = {
  articleNotFound: 'Article introuvable.',
  created: 'Article enregistré.',
  updated: 'Article mis à jour.',
  deleted: 'Article supprimé.',
  titleRequired: 'Le titre est obligatoire.',
  titleTooLong: `Le titre ne doit pas dépasser ${NEWS_LIMITS.TITLE_MAX} caractères.`,
  summaryRequired: 'Le résumé est obligatoire.',
  summaryTooLong: `Le résumé ne doit pas dépasser ${NEWS_LIMITS.SUMMARY_MAX} caractères.`,
  bodyRequired: 'Le texte de l’article est obligatoire.',
  bodyTooLong: `Le texte ne doit pas dépasser ${frenchNumber(NEWS_LIMITS.BODY_MAX)} caractères.`,
  coverInvalid: 'L’image de couverture doit être une image envoyée sur le site (/uploads/…).',
  coverAltRequired: 'Décrivez l’image de couverture pour les personnes qui ne la voient pas.',
  coverAltTooLong: `La description de l’image ne doit pas dépasser ${NEWS_LIMITS.COVER_ALT_MAX} caractères.`,
  tooManyTags: `Un article porte au plus ${NEWS_LIMITS.TAGS_MAX} étiquettes.`,
  tagInvalid: `Une étiquette compte de 1 à ${NEWS_LIMITS.TAG_MAX} caractères.`,
  statusInvalid: 'Cet état n’existe pas.',
  publishAtRequired: 'Indiquez la date et l’heure de publication.',
  publishAtInvalid: 'La date ou l’heure de publication n’est pas valide.',
  publishAtPast: 'La date de publication programmée doit être dans le futur.',
  eventNotFound: 'Cet événement n’existe pas.',
  eventRequired: 'Choisissez l’événement dont parle l’article.',
  eventNotManaged: 'Vous ne pouvez écrire que sur les événements que vous organisez.',
  notYourArticle: 'Vous ne pouvez modifier que vos propres articles.',
  listQueryInvalid: 'Paramètres de recherche invalides.',
  cursorInvalid: 'La page demandée n’existe pas.',
} as const;

/**
 * The address part of a title: lower case, accents dropped, words joined by hyphens, at most
 * `NEWS_LIMITS.SLUG_MAX` characters cut at a word. A title without a Latin letter or digit
 * (« Новости ») gives `article`; the server makes each slug unique.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > NEWS_LIMITS.SLUG_MAX) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, NEWS_LIMITS.SLUG_MAX) ?? '') || 'article';
}

/** A slug's shape: what the page's address and the API's path accept. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A tag as stored and shown: trimmed, inner spaces collapsed, lower case (« Cours de français » → « cours de français »). */
export const normaliseTag = (tag: string): string => tag.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-FR');

export interface TNewsCursor {
  publishedAtMs: number;
  id: number;
}

/** The next page of `/actualites`: after this article (newest first). */
export const encodeNewsCursor = ({ publishedAtMs, id }: TNewsCursor): string => encodeCursorText(`n:${publishedAtMs}:${id}`);

export function decodeNewsCursor(value: string): TNewsCursor | null {
  const text = decodeCursorText(value, NEWS_LIMITS.CURSOR_MAX);
  const match = text === null ? null : /^n:(\d{1,16}):(\d{1,10})$/.exec(text);
  if (!match) return null;
  const publishedAtMs = Number(match[1]);
  const id = Number(match[2]);
  if (publishedAtMs > MAX_CURSOR_INSTANT_MS || id < 1 || id > 2_147_483_647) return null;
  return { publishedAtMs, id };
}
