import { findPage, PAGE_NAMES, PAGES, pathTo, type TPageName, type TPathTo } from './pages';

/** The address of each page of the table (pages.ts), for links: `PATHS.about`, `PATHS.eventDetail(12)`. */
export const PATHS = Object.fromEntries(PAGE_NAMES.map((name) => [name, pathTo(PAGES[name].path)])) as {
  readonly [K in TPageName]: TPathTo<(typeof PAGES)[K]['path']>;
};

/**
 * '/events/' → '/events'. A loop, not `/\/+$/`: that pattern retries from every slash of a long
 * run that does not end the string, quadratic on a URL of thousands of slashes.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === SLASH) end -= 1;
  return path.slice(0, end);
}
const SLASH = '/'.charCodeAt(0);

/** Whether a page of the table answers this path; anything else is the web app's 404 page, served with status 404. */
export const isKnownPage = (pathname: string) => findPage(withoutTrailingSlashes(pathname) || '/') !== null;

/** Longer values are never valid: a pattern is only tried on a short string. */
const QUERY_VALUE_MAX_LENGTH = 200;

/**
 * A page's address as the server renders and keeps it: `pathname` (without trailing slashes),
 * then, of the query `search` ('?a=1&b=2' or ''), only the valid parameters its row of the table
 * declares (`queryParameters`), in their declared order.
 */
export function renderedPageAddress(pathname: string, search: string, findDeclaration = declaredQueryParameters): string {
  const parameters = findDeclaration(pathname);
  if (!parameters || search.length <= 1) return pathname;
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, pattern] of Object.entries(parameters)) {
    const value = query.get(name);
    if (value !== null && value.length <= QUERY_VALUE_MAX_LENGTH && pattern.test(value)) kept.set(name, value);
  }
  const reduced = kept.toString();
  return reduced ? `${pathname}?${reduced}` : pathname;
}

function declaredQueryParameters(pathname: string): Readonly<Record<string, RegExp>> | undefined {
  return findPage(pathname)?.page.queryParameters;
}
