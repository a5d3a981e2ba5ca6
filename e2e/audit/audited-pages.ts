import { PAGE_NAMES, PAGES, PATHS, type TPageAccess, type TPageName } from '@action-plus/contract';
import type { AuditData } from './audit-data';

/** The query a page needs to show its usual state: a one-time link's token (a dead one: the form shows). */
const SAMPLE_QUERIES: Partial<Record<TPageName, string>> = {
  resetPassword: '?token=jeton-invalide',
  confirmEmail: '?token=jeton-invalide',
};

export interface AuditedPage {
  name: TPageName;
  access: TPageAccess;
  /**
   * The address opened: the page's path, with the sample article's slug for an article, the sample
   * announcement's id for an announcement, the sample event's id for any other page of one record.
   */
  address: string;
  /**
   * Whether search engines are meant to index it (the table's `isInSitemap`): one-time links and
   * the Google return are kept out of them on purpose (robots.txt), which Lighthouse's SEO audit
   * « is-crawlable » would count against the page.
   */
  isIndexable: boolean;
}

/**
 * Every page of the table (the contract's `PAGES`) with an address to open it at: the audit
 * measures what the table lists, so that a page added there is audited too. A page of one record
 * is left out when the audit has no event to show (`data.problems` says why).
 */
export function auditedPages(data: AuditData): AuditedPage[] {
  return PAGE_NAMES.flatMap((name) => {
    const target = PATHS[name];
    // A page of one record: an article by its slug, an announcement by its id, any other by the sample event's id.
    const record = name === 'newsArticle' ? data.newsSlug : name === 'announcement' || name === 'adminAnnouncementEdit' ? data.announcementId : data.eventId;
    if (typeof target !== 'string' && record === null) return [];
    const address = typeof target === 'string' ? target : target(record!);
    const page = PAGES[name];
    const isIndexable = 'isInSitemap' in page && page.isInSitemap === true;
    return [{ name, access: page.access, address: `${address}${SAMPLE_QUERIES[name] ?? ''}`, isIndexable }];
  });
}
