import { dehydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';

const ELEMENT_ID = 'donnees-initiales';

/**
 * The query cache the server's first render of a page was drawn from, as an element the server
 * puts after the root: JSON that the browser never runs (the CSP allows no inline script), with
 * every '<' escaped so that no value can close the element.
 */
export function serializeInitialData(queryClient: QueryClient): string {
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** Parsed once per element: a page has one; a test that puts a new one in its window has it read. */
const parsed = new WeakMap<Element, DehydratedState | null>();

/** That data, read once; null when the page carries none or it is unreadable (the page then fetches its data itself). */
export function readInitialData(): DehydratedState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element) return null;
  if (parsed.has(element)) return parsed.get(element)!;
  let data: DehydratedState | null = null;
  try {
    if (element.textContent) data = JSON.parse(element.textContent) as DehydratedState;
  } catch (error) {
    console.error(error);
  }
  parsed.set(element, data);
  return data;
}

/**
 * One query's data as the server sent it, read without the query cache: the home page's first
 * view draws its events from it while the query library is not loaded (lib/query-client-store.ts).
 */
export function initialQueryData<TData>(queryKey: QueryKey): TData | undefined {
  const hash = JSON.stringify(queryKey);
  const query = readInitialData()?.queries.find((candidate) => JSON.stringify(candidate.queryKey) === hash);
  return query?.state.status === 'success' ? (query.state.data as TData) : undefined;
}
