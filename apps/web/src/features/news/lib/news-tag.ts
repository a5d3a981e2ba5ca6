import { normaliseTag } from '@action-plus/contract';

/** The query parameter of /actualites that names the tag shown (the contract's table of pages declares it). */
export const TAG_QUERY_PARAMETER = 'etiquette';

/** The tag an address of /actualites filters by, as the API stores it, or null for every article. */
export function tagOfQuery(query: URLSearchParams): string | null {
  const tag = normaliseTag(query.get(TAG_QUERY_PARAMETER) ?? '');
  return tag === '' ? null : tag;
}

/** The address of /actualites filtered by a tag (or not, with null). */
export function newsPathOfTag(newsPath: string, tag: string | null): string {
  return tag === null ? newsPath : `${newsPath}?${new URLSearchParams({ [TAG_QUERY_PARAMETER]: tag }).toString()}`;
}
