import { ASSEMBLY_MESSAGES } from '@action-plus/contract';
import { QueryFailedAlert, type FailedQuery } from '#components/ui';
import { ApiError } from '#lib/api-client';
import { ASSEMBLY_COMMON_MESSAGES as C } from '../messages';

/**
 * An assembly's page whose assembly did not load: « n'existe pas » for a 404, else the page's own
 * heading, the reason and a way to try again. The managers' page and the voters' page share it.
 */
export function AssemblyLoadFailed({ query, heading }: { query: FailedQuery; heading: string }) {
  return (
    <>
      <h1>{query.error instanceof ApiError && query.error.status === 404 ? ASSEMBLY_MESSAGES.notFound : heading}</h1>
      <QueryFailedAlert query={query} fallback={C.loadFailed} />
    </>
  );
}
