import { lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import type { TAssociationFigures } from '@action-plus/contract';
import { initialQueryData } from '#lib/initial-data';
import type { PagePrefetch } from '#lib/page-prefetch';
import { loadQueryClient } from '#lib/query-client-store';
import { getAssociationFiguresQueryOptions } from '../api/association-figures-query';

/** For the page that shows them: the server's first render of it holds the figures. */
export const prefetchAssociationFigures: PagePrefetch = (queryClient) => queryClient.prefetchQuery(getAssociationFiguresQueryOptions());

/** The figures read through the query cache, loaded with the query library when the page has to fetch them. */
const AssociationFiguresFromCache = lazy(() =>
  Promise.all([import('./association-figures-from-cache'), loadQueryClient()]).then(([module]) => ({ default: module.AssociationFiguresFromCache })),
);

export type DrawAssociationFigures = (figures: TAssociationFigures | undefined) => ReactNode;

/**
 * The association's figures counted by the server (events held, active members), drawn by `children`
 * (undefined while they load or when they cannot be read). As the home page's next events
 * (latest-events.tsx): the site's first view draws them from the data the server sent with the page,
 * without the query library; any later visit reads them through the query cache.
 */
export function AssociationFigures({ children }: { children: DrawAssociationFigures }) {
  const queryClient = useContext(QueryClientContext);
  const [firstViewFigures] = useState(() => {
    const { queryKey } = getAssociationFiguresQueryOptions();
    if (import.meta.env.SSR) return queryClient?.getQueryData<TAssociationFigures>(queryKey);
    return queryClient ? undefined : initialQueryData<TAssociationFigures>(queryKey);
  });
  if (firstViewFigures) return children(firstViewFigures);
  return (
    <Suspense fallback={children(undefined)}>
      <AssociationFiguresFromCache>{children}</AssociationFiguresFromCache>
    </Suspense>
  );
}
