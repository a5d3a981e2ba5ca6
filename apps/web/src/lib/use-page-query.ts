import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { renderedPageAddress, withoutTrailingSlashes } from '@action-plus/contract';

/**
 * The query of the current page as the server read it when it rendered the page: only the valid
 * parameters the page's row of the table declares (`queryParameters` in the contract's pages.ts).
 * A page reads its query through this, never `useSearchParams`, so that its first render in the
 * browser draws what the server drew, whatever else the address carries.
 */
export function usePageQuery(): URLSearchParams {
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const address = renderedPageAddress(withoutTrailingSlashes(pathname) || '/', search);
    const queryStart = address.indexOf('?');
    return new URLSearchParams(queryStart === -1 ? '' : address.slice(queryStart));
  }, [pathname, search]);
}
