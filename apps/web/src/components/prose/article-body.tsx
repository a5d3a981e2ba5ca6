import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isKnownPage } from '#config/paths';
import styles from './prose.module.css';

type ArticleBodyProps = {
  /** Sanitised HTML rendered by the server from the article's Markdown: never HTML the browser made. */
  html: string;
  className?: string;
  id?: string;
  /** The editor's preview: its links lead nowhere, so that a click never leaves the text being written. */
  isPreview?: boolean;
};

/**
 * An article's text, inserted as the server rendered it, in the site's prose styles. A link to
 * one of the site's pages (an event's card, another article) is followed by the app's router, as
 * every link of the site is, rather than by loading the whole site again.
 */
export function ArticleBody({ html, className, id, isPreview = false }: ArticleBodyProps) {
  const navigate = useNavigate();

  function followSiteLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (link && isPreview) {
      event.preventDefault();
      return;
    }
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || link.hasAttribute('download') || !href.startsWith('/') || href.startsWith('//')) return;
    // Uploads, the API and the calendar files are not the app's pages: the browser opens them.
    if (!isKnownPage(new URL(href, window.location.origin).pathname)) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    <div id={id} className={[styles.prose, className ?? ''].filter(Boolean).join(' ')} onClick={followSiteLink} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
