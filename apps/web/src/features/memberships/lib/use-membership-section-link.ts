import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MEMBERSHIP_SECTION_ANCHOR } from '@action-plus/contract';

/**
 * Whether the profile was opened on its membership section (`/profile#adhesion`, the link of the
 * renewal reminders): the profile then opens the tab that holds it, and this scrolls it into view
 * once `isReady` (its memberships drawn). The hash never reaches the server, and the profile is a
 * member's page, drawn only in the browser: reading it cannot make the first render differ.
 */
export function useMembershipSectionLink(isReady: boolean): boolean {
  const { hash } = useLocation();
  const isLinked = hash === `#${MEMBERSHIP_SECTION_ANCHOR}`;
  useEffect(() => {
    if (!isLinked || !isReady) return;
    const frame = requestAnimationFrame(() => document.getElementById(MEMBERSHIP_SECTION_ANCHOR)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [isLinked, isReady]);
  return isLinked;
}
