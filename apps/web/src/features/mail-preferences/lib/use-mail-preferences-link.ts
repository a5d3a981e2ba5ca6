import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MAIL_PREFERENCES_ANCHOR } from '@action-plus/contract';

/**
 * Whether the profile was opened on « Mes choix de mails » (`/profile#choix-de-mails`, the link of
 * every announcement and of the unsubscribe page): the profile then opens the tab that holds it, and
 * this scrolls it into view. The profile is a member's page, drawn only in the browser: reading the
 * hash cannot make the first render differ.
 */
export function useMailPreferencesLink(): boolean {
  const { hash } = useLocation();
  const isLinked = hash === `#${MAIL_PREFERENCES_ANCHOR}`;
  useEffect(() => {
    if (!isLinked) return;
    const frame = requestAnimationFrame(() => document.getElementById(MAIL_PREFERENCES_ANCHOR)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [isLinked]);
  return isLinked;
}
