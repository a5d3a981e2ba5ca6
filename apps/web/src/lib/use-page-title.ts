import { useEffect } from 'react';
import { formatPageTitle } from '@action-plus/contract';
import { useAssociation } from './association';

/**
 * Sets the tab's title to '<title> | <the association's name>' while the page is shown; without a title, the
 * association's own line (the home page). The server writes the same title in the first HTML.
 */
export function usePageTitle(title?: string): void {
  const association = useAssociation();
  const pageTitle = formatPageTitle(association, title);
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
}
