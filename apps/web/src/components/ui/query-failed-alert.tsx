import { SHARED_MESSAGES } from '#config/messages';
import { getErrorMessage } from '#lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

/** What the alert reads of a failed query: a TanStack Query result fits, or two queries read as one. */
export type FailedQuery = { error: unknown; isFetching: boolean; refetch: () => unknown };

export type QueryFailedAlertProps = {
  query: FailedQuery;
  /** The screen's own sentence, from the specification's error catalogue. */
  fallback: string;
  retryLabel?: string;
  /**
   * Says the fallback even when the server gave a reason: for the screens that say their sentence
   * alone, as the catalogue's events list and event details do.
   */
  isFallbackOnly?: boolean;
};

/**
 * A read that failed: why (the server's `detail`, else the screen's sentence, as `getErrorMessage`
 * decides everywhere) and « Réessayer », which reads it again and stays busy while it does, so that
 * an impatient second click does not send a second request.
 */
export function QueryFailedAlert({ query, fallback, retryLabel = SHARED_MESSAGES.retry, isFallbackOnly = false }: QueryFailedAlertProps) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} isLoading={query.isFetching}>
          {retryLabel}
        </Button>
      }
    >
      {isFallbackOnly ? fallback : getErrorMessage(query.error, fallback)}
    </Alert>
  );
}
