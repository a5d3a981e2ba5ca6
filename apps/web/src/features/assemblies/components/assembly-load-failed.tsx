import { ASSEMBLY_MESSAGES } from '@action-plus/contract';
import { Alert, Button } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { ASSEMBLY_COMMON_MESSAGES as C } from '../messages';

/**
 * An assembly's page whose assembly did not load: « n'existe pas » for a 404, else the page's own
 * heading, the reason and a way to try again. The managers' page and the voters' page share it.
 */
export function AssemblyLoadFailed({ query, heading }: { query: { error: unknown; isFetching: boolean; refetch: () => unknown }; heading: string }) {
  return (
    <>
      <h1>{query.error instanceof ApiError && query.error.status === 404 ? ASSEMBLY_MESSAGES.notFound : heading}</h1>
      <Alert
        tone="error"
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} isLoading={query.isFetching}>
            {C.retry}
          </Button>
        }
      >
        {getErrorMessage(query.error, C.loadFailed)}
      </Alert>
    </>
  );
}
