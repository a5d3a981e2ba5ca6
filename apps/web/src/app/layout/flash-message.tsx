import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '#components/ui';
import { readNavigationState } from '#lib/navigation-state';

/** The message a previous page sent here through the navigation state, until dismissed. */
export function FlashMessage({ className }: { className?: string }) {
  const location = useLocation();
  const { message, messageTone } = readNavigationState(location.state);
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  if (!message || dismissedKey === location.key) return null;
  return (
    <Alert tone={messageTone ?? 'success'} onDismiss={() => setDismissedKey(location.key)} className={className}>
      {message}
    </Alert>
  );
}
