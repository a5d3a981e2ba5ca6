import { useSyncExternalStore } from 'react';

/** Cards shown side by side: 1 on phones, 2 from 48rem, 3 from 64rem (the carousel's CSS agrees). */
const BREAKPOINTS = [
  { query: '(min-width: 64rem)', count: 3 },
  { query: '(min-width: 48rem)', count: 2 },
] as const;

function readVisibleCount(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 1;
  return BREAKPOINTS.find(({ query }) => window.matchMedia(query).matches)?.count ?? 1;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const lists = BREAKPOINTS.map(({ query }) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

export function useVisibleCount(): number {
  return useSyncExternalStore(subscribe, readVisibleCount, () => 1);
}
