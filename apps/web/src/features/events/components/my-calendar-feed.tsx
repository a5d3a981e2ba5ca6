import { useId, useState } from 'react';
import { Alert, Button, Card, Spinner, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useCalendarFeed, useRenewCalendarFeed } from '../api/calendar-feed';
import { EVENT_FINDING_MESSAGES } from '../messages';
import styles from './my-calendar-feed.module.css';

/**
 * The member's private calendar feed (decision 021): its secret address to copy or subscribe to,
 * and its renewal, which turns the old address off (a shared or leaked link stops working).
 */
export function MyCalendarFeed({ userId }: { userId: number }) {
  const feedQuery = useCalendarFeed(userId);
  const renew = useRenewCalendarFeed(userId);
  const { showToast } = useToast();
  const [isConfirmingRenewal, setIsConfirmingRenewal] = useState(false);
  const fieldId = useId();

  async function copyAddress(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      showToast(EVENT_FINDING_MESSAGES.copied, { tone: 'success' });
    } catch {
      showToast(EVENT_FINDING_MESSAGES.copyFailed, { tone: 'error' });
    }
  }

  async function renewAddress() {
    try {
      const feed = await renew.mutateAsync();
      setIsConfirmingRenewal(false);
      if (feed.message) showToast(feed.message, { tone: 'success' });
    } catch (error) {
      showToast(getErrorMessage(error, EVENT_FINDING_MESSAGES.renewFailed), { tone: 'error' });
    }
  }

  return (
    <Card as="section" title={EVENT_FINDING_MESSAGES.myFeedHeading} titleLevel={2} className={styles.card}>
      <p>{EVENT_FINDING_MESSAGES.myFeedIntro}</p>
      {feedQuery.isPending ? (
        <Spinner label={EVENT_FINDING_MESSAGES.myFeedLoading} />
      ) : feedQuery.isError ? (
        <Alert tone="error">{EVENT_FINDING_MESSAGES.myFeedLoadFailed}</Alert>
      ) : (
        <>
          <label htmlFor={fieldId} className={styles.label}>
            {EVENT_FINDING_MESSAGES.myFeedLabel}
          </label>
          <input id={fieldId} className={styles.address} type="text" readOnly value={feedQuery.data.url} onFocus={(event) => event.currentTarget.select()} />
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => void copyAddress(feedQuery.data.url)}>
              {EVENT_FINDING_MESSAGES.copy}
            </Button>
            <a className={styles.subscribe} href={feedQuery.data.webcal_url}>
              {EVENT_FINDING_MESSAGES.subscribe}
            </a>
            {!isConfirmingRenewal && (
              <Button variant="outline" onClick={() => setIsConfirmingRenewal(true)}>
                {EVENT_FINDING_MESSAGES.renew}
              </Button>
            )}
          </div>
          {isConfirmingRenewal && (
            <Alert
              tone="warning"
              action={
                <span className={styles.actions}>
                  <Button size="sm" onClick={() => void renewAddress()} isLoading={renew.isPending} loadingText={EVENT_FINDING_MESSAGES.renewBusy}>
                    {EVENT_FINDING_MESSAGES.renew}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setIsConfirmingRenewal(false)}>
                    {EVENT_FINDING_MESSAGES.cancel}
                  </Button>
                </span>
              }
            >
              {EVENT_FINDING_MESSAGES.renewConfirm}
            </Alert>
          )}
        </>
      )}
    </Card>
  );
}
