import { useEffect, useRef } from 'react';

/**
 * A message the person must see: brought into view (below the fixed navbar, thanks to the page's
 * `scroll-padding-top`) when `key` changes, and when it appears unless `onMount` is false (a
 * sentence already there when the page opens).
 */
export function useReveal<TElement extends HTMLElement>(key: unknown, { isEnabled = true, onMount = true } = {}) {
  const ref = useRef<TElement>(null);
  const hasMounted = useRef(false);
  useEffect(() => {
    const isMount = !hasMounted.current;
    hasMounted.current = true;
    if (!isEnabled || (isMount && !onMount)) return;
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [key, isEnabled, onMount]);
  return ref;
}
