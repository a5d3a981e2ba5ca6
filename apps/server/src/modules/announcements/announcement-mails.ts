import { and, eq } from 'drizzle-orm';
import {
  ANNOUNCEMENT_KIND_LABELS,
  ANNOUNCEMENT_MESSAGES,
  MAIL_PREFERENCES_ANCHOR,
  MEMBERSHIP_ANNOUNCEMENT_REASON,
  PATHS,
  type TAnnouncementAttachment,
  type TAnnouncementAttachmentCard,
  type TAnnouncementKind,
} from '@action-plus/contract';
import type { Database } from '#db/client';
import { events, newsArticles } from '#db/schema';
import { formatParisDateTime } from '#lib/paris-time';
import { composeMail, type MailBlock, type MailDraft } from '../mail/mail-layout';
import { isOnSite } from '../news/news-repository';
import { renderArticleBody } from '../news/render-markdown';
import type { UnsubscribeLinks } from './unsubscribe-links';

/** What every copy of an announcement shares: drawn once, then each recipient's links are added. */
export interface RenderedAnnouncement {
  subject: string;
  kind: TAnnouncementKind;
  /** The body drawn by the news' renderer and sanitiser, its links and images made absolute for a mail. */
  bodyHtml: string;
  /** The Markdown as written: the plain-text part reads as it was typed. */
  bodyText: string;
  card: TAnnouncementAttachmentCard | null;
}

/** The site's own links (`/events/12`, `/uploads/…`) become absolute: a mail has no site to be relative to. */
const withAbsoluteLinks = (html: string, publicUrl: string) => html.replace(/ (href|src)="\/(?![/\\])/g, ` $1="${publicUrl}/`);

/** The attached event, or published article, as a card; null when it no longer exists (or the article is off the site). */
export async function findAttachmentCard(db: Database, attachment: TAnnouncementAttachment, now = new Date()): Promise<TAnnouncementAttachmentCard | null> {
  if (!attachment) return null;
  if (attachment.type === 'event') {
    const [event] = await db
      .select({ id: events.id, title: events.title, startsAt: events.startsAt, location: events.location })
      .from(events)
      .where(eq(events.id, attachment.id));
    return event
      ? { type: 'event', id: event.id, title: event.title, path: PATHS.eventDetail(event.id), date: event.startsAt.toISOString(), summary: event.location }
      : null;
  }
  const [article] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, attachment.id), isOnSite(now)));
  return article
    ? {
        type: 'article',
        id: article.id,
        title: article.title,
        path: PATHS.newsArticle(article.slug),
        date: article.publishedAt?.toISOString() ?? null,
        summary: article.summary,
      }
    : null;
}

/** Draws an announcement once for all its recipients (and for the preview, the test mail and the archive). */
export async function renderAnnouncement(
  db: Database,
  announcement: { subject: string; bodyMarkdown: string; kind: TAnnouncementKind; attachment: TAnnouncementAttachment | null },
  publicUrl: string,
): Promise<RenderedAnnouncement> {
  const [html, card] = await Promise.all([renderArticleBody(db, announcement.bodyMarkdown, publicUrl), findAttachmentCard(db, announcement.attachment)]);
  return {
    subject: announcement.subject,
    kind: announcement.kind,
    bodyHtml: withAbsoluteLinks(html, publicUrl),
    bodyText: announcement.bodyMarkdown.trim(),
    card,
  };
}

function cardBlocks(card: TAnnouncementAttachmentCard, publicUrl: string): MailBlock[] {
  const date = card.date ? formatParisDateTime(new Date(card.date)) : null;
  if (card.type === 'event') {
    return [
      {
        kind: 'details',
        rows: [{ label: 'Événement', value: card.title }, ...(date ? [{ label: 'Date', value: date }] : []), { label: 'Lieu', value: card.summary }],
      },
      { kind: 'action', label: 'Voir l’événement', url: `${publicUrl}${card.path}` },
    ];
  }
  return [
    {
      kind: 'details',
      rows: [
        { label: 'Article', value: card.title },
        { label: 'En bref', value: card.summary },
      ],
    },
    { kind: 'action', label: 'Lire l’article', url: `${publicUrl}${card.path}` },
  ];
}

/**
 * One recipient's copy. A kind the person chose says so, carries their own one-click unsubscribe
 * (RFC 8058 headers, and a visible link) and a link to every choice; a `membership` announcement
 * says why it is sent whatever the choices, and has no unsubscribe.
 */
export function announcementMail(rendered: RenderedAnnouncement, options: { publicUrl: string; links: UnsubscribeLinks | null }): MailDraft {
  const preferencesUrl = `${options.publicUrl}${PATHS.profile}#${MAIL_PREFERENCES_ANCHOR}`;
  const footer: MailBlock[] =
    rendered.kind === 'membership' || options.links === null
      ? [{ kind: 'note', text: MEMBERSHIP_ANNOUNCEMENT_REASON, label: ANNOUNCEMENT_MESSAGES.preferencesLink, url: preferencesUrl }]
      : [
          {
            kind: 'note',
            text: ANNOUNCEMENT_MESSAGES.unsubscribeReason(ANNOUNCEMENT_KIND_LABELS[rendered.kind]),
            label: ANNOUNCEMENT_MESSAGES.unsubscribeLink,
            url: options.links.pageUrl,
          },
          { kind: 'note', text: 'Tous vos choix de mails sont dans votre profil', label: ANNOUNCEMENT_MESSAGES.preferencesLink, url: preferencesUrl },
        ];
  const headers: Record<string, string> | undefined =
    rendered.kind === 'membership' || options.links === null
      ? undefined
      : { 'List-Unsubscribe': `<${options.links.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return composeMail({
    subject: rendered.subject,
    // The announcement is the sender's own words, from their greeting on: nothing is put before them.
    greeting: null,
    blocks: [
      { kind: 'rendered', html: rendered.bodyHtml, text: rendered.bodyText },
      ...(rendered.card ? cardBlocks(rendered.card, options.publicUrl) : []),
      ...footer,
    ],
    ...(headers ? { headers } : {}),
  });
}
