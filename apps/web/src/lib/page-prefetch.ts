import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * The data a page shows as soon as it opens, read into the query cache before the server's first
 * render of it (entry-server.tsx), so that the page arrives with its content rather than a spinner.
 * A page module declares it by exporting `prefetch`; a failed read only leaves the page to fetch
 * its data itself, as in the browser. `query` holds the query parameters the page's row of the table
 * declares (`queryParameters`), as the page reads them through `usePageQuery`.
 */
export type PagePrefetch = (queryClient: QueryClient, params: Params, query: URLSearchParams) => Promise<void>;
