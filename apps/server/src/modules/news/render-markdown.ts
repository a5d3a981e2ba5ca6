import type { MarkdownIt, Token } from 'markdown-it';
import { inArray } from 'drizzle-orm';
import { isUploadedImageUrl, PATHS } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events, uploads } from '#db/schema';
import { formatParisDateTime } from '#lib/paris-time';
import { escapeHtml } from '../pages/static-page-heads';

type TokenConstructor = typeof Token;

/** What an article's body refers to, read once before it is drawn (markdown-it's `env`). */
interface BodyReferences {
  events: Map<number, { title: string; startsAt: Date; location: string }>;
  images: Map<string, { width: number; height: number }>;
}

/** Links a reader may follow: the web, mail, this site's own pages and anchors. Never `javascript:`, `data:` or `file:`. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;
const UPLOAD_ID = /^\/uploads\/([a-f0-9]{32})\.webp$/;

/**
 * The one Markdown renderer of the site (decision 043): CommonMark with linkified addresses, and no
 * raw HTML at all (`html: false` writes any tag as text), so that what an article shows is what
 * Markdown can say. Headings start at level 2 (the article's title is the page's h1: `#` and `##` are
 * both h2); images are
 * only the site's own uploads; a link out of the site opens with `rel="noopener"`.
 */
async function createRenderer(publicUrl: string): Promise<MarkdownIt> {
  // Loaded with the first article drawn: a server that shows no news does not hold it (decision 048).
  const { default: markdownIt } = await import('markdown-it');
  const markdown = markdownIt({ html: false, linkify: true, typographer: false });
  markdown.validateLink = (url) => SAFE_LINK.test(url.trim());
  const rules = markdown.renderer.rules;

  // `#` and `##` are both the article's sections (h2), under its title; deeper levels keep theirs.
  const shiftHeading = (token: Token) => {
    token.tag = `h${Math.max(Number(token.tag.slice(1)), 2)}`;
  };
  rules.heading_open = (tokens, index, options, _env, self) => {
    shiftHeading(tokens[index]!);
    return self.renderToken(tokens, index, options);
  };
  rules.heading_close = rules.heading_open;

  rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    const href = String(token.attrGet('href') ?? '');
    if (/^https?:\/\//i.test(href) && !href.startsWith(`${publicUrl}/`)) token.attrSet('rel', 'noopener');
    return self.renderToken(tokens, index, options);
  };

  rules.image = (tokens, index, _options, env) => {
    const { images } = (env as { articleBody: BodyReferences }).articleBody;
    const token = tokens[index]!;
    const source = String(token.attrGet('src') ?? '');
    const alt = token.children ? markdown.renderer.renderInlineAsText(token.children, markdown.options, env) : token.content;
    // An image from elsewhere is not fetched (the CSP would refuse it anyway): its description stands.
    if (!isUploadedImageUrl(source)) return escapeHtml(alt);
    const size = images.get(UPLOAD_ID.exec(source)![1]!);
    const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
    const title = token.attrGet('title')?.toString();
    return `<img src="${escapeHtml(source)}" alt="${escapeHtml(alt)}"${dimensions}${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy" decoding="async">`;
  };
  return markdown;
}

const renderers = new Map<string, Promise<MarkdownIt>>();
const rendererFor = (publicUrl: string) => {
  let renderer = renderers.get(publicUrl);
  if (!renderer) renderers.set(publicUrl, (renderer = createRenderer(publicUrl)));
  return renderer;
};

/** The event a paragraph holding nothing but one link to an event's page points to: it is drawn as the event's card. */
function embeddedEventId(paragraph: Token | undefined, publicUrl: string): number | null {
  const children = paragraph?.type === 'inline' ? paragraph.children?.filter((child) => !(child.type === 'text' && child.content.trim() === '')) : undefined;
  if (!children || children.length < 2 || children[0]!.type !== 'link_open' || children.at(-1)!.type !== 'link_close') return null;
  if (children.slice(1, -1).some((child) => child.type !== 'text')) return null;
  const href = String(children[0]!.attrGet('href') ?? '');
  const path = href.startsWith(`${publicUrl}/`) ? href.slice(publicUrl.length) : href;
  const match = /^\/events\/(\d{1,10})$/.exec(path);
  const id = match ? Number(match[1]) : null;
  return id !== null && id <= 2_147_483_647 ? id : null;
}

function collectReferences(tokens: Token[], publicUrl: string): { eventIds: number[]; uploadIds: string[] } {
  const eventIds = new Set<number>();
  const uploadIds = new Set<string>();
  tokens.forEach((token, index) => {
    if (token.type === 'paragraph_open') {
      const id = embeddedEventId(tokens[index + 1], publicUrl);
      if (id !== null) eventIds.add(id);
    }
    for (const child of token.children ?? []) {
      const match = child.type === 'image' ? UPLOAD_ID.exec(String(child.attrGet('src') ?? '')) : null;
      if (match) uploadIds.add(match[1]!);
    }
  });
  return { eventIds: [...eventIds], uploadIds: [...uploadIds] };
}

async function readReferences(db: Database, { eventIds, uploadIds }: { eventIds: number[]; uploadIds: string[] }): Promise<BodyReferences> {
  const [eventRows, uploadRows] = await Promise.all([
    eventIds.length === 0
      ? []
      : db
          .select({ id: events.id, title: events.title, startsAt: events.startsAt, location: events.location })
          .from(events)
          .where(inArray(events.id, eventIds)),
    uploadIds.length === 0
      ? []
      : db.select({ id: uploads.id, width: uploads.width, height: uploads.height }).from(uploads).where(inArray(uploads.id, uploadIds)),
  ]);
  return {
    events: new Map(eventRows.map(({ id, ...event }) => [id, event])),
    images: new Map(uploadRows.map(({ id, ...size }) => [id, size])),
  };
}

/** Replaces each paragraph that only links to a known event by its card (our own HTML, every value escaped). */
function embedEvents(tokens: Token[], references: BodyReferences, publicUrl: string, TokenClass: TokenConstructor): Token[] {
  const drawn: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const id = token.type === 'paragraph_open' ? embeddedEventId(tokens[index + 1], publicUrl) : null;
    const event = id === null ? undefined : references.events.get(id);
    if (id === null || !event) {
      drawn.push(token);
      continue;
    }
    const card = new TokenClass('html_block', '', 0);
    card.content = `<p><a class="news-event-card" href="${escapeHtml(PATHS.eventDetail(id))}"><strong>${escapeHtml(event.title)}</strong> <span>${escapeHtml(`${formatParisDateTime(event.startsAt)} · ${event.location}`)}</span></a></p>\n`;
    drawn.push(card);
    index += 2; // The paragraph's inline content and its closing token.
  }
  return drawn;
}

/**
 * An article's body as its page shows it: sanitised HTML, event links drawn as cards, the site's
 * images with their dimensions (no layout shift). The same function draws the editor's preview.
 */
export async function renderArticleBody(db: Database, body: string, publicUrl: string): Promise<string> {
  const markdown = await rendererFor(publicUrl);
  const tokens = markdown.parse(body, {});
  const references = await readReferences(db, collectReferences(tokens, publicUrl));
  // markdown-it exports its Token class as a type only: the parsed tokens' own constructor makes the cards.
  const drawn = references.events.size === 0 ? tokens : embedEvents(tokens, references, publicUrl, tokens[0]!.constructor as TokenConstructor);
  return markdown.renderer.render(drawn, markdown.options, { articleBody: references });
}
