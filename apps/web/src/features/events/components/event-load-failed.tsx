import { EVENT_MESSAGES } from '@action-plus/contract';
import { Alert, Button } from '../../../components/ui';

/** One event could not be loaded (not a 404): say so, and offer to try again. */
export function EventLoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying?: boolean }) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying}>
          {EVENT_MESSAGES.retry}
        </Button>
      }
    >
      {EVENT_MESSAGES.detailLoadFailed}
    </Alert>
  );
}
