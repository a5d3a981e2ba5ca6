import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the page was opened on one of its sections by a mail's link (`/profile#adhesion` from the
 * renewal reminders, `/profile#choix-de-mails` from every announcement): the page then opens what
 * holds the section, and this scrolls it into view once `isReady` (its content drawn). The hash
 * never reaches the server, and such pages are a member's, drawn only in the browser: reading it
 * cannot make the first render differ.
 */
export function useSectionLink(anchor: string, isReady = true): boolean {
  const { hash } = useLocation();
  const isLinked = hash === `#${anchor}`;
  useEffect(() => {
    if (!isLinked || !isReady) return;
    const frame = requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [anchor, isLinked, isReady]);
  return isLinked;
}
