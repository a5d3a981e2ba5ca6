import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

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

/** Puts that data in the browser's query cache before the first render, which then draws what the server drew. */
export function restoreInitialData(queryClient: QueryClient): void {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    hydrate(queryClient, JSON.parse(text));
  } catch (error) {
    // Unreadable: the page fetches its data itself, as it would without it.
    console.error(error);
  }
}
