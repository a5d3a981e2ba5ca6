import { Alert, Button } from '#components/ui';
import { EVENT_PAGE_MESSAGES } from '../messages';

/** One event could not be loaded (not a 404): say so, and offer to try again. */
export function EventLoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying?: boolean }) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying}>
          {EVENT_PAGE_MESSAGES.retry}
        </Button>
      }
    >
      {EVENT_PAGE_MESSAGES.detailLoadFailed}
    </Alert>
  );
}
