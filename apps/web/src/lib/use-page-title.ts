import { useEffect } from 'react';
import { ASSOCIATION } from '@action-plus/contract';

export const formatPageTitle = (title: string) => `${title} | ${ASSOCIATION.name}`;

/** Sets the tab's title to '<title> | Action Plus' while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
