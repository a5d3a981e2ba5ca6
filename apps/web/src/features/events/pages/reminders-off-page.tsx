import { Link } from 'react-router';
import { WAITING_LIST_MESSAGES } from '@action-plus/contract';
import { Alert, Button, Card, Container } from '#components/ui';
import { PATHS } from '#config/paths';
import { getErrorMessage } from '#lib/api-client';
import { useIsHydrated } from '#lib/use-is-hydrated';
import { usePageQuery } from '#lib/use-page-query';
import { usePageTitle } from '#lib/use-page-title';
import { useTurnRemindersOff } from '../api/turn-reminders-off';
import { WAITING_LIST_PAGE_MESSAGES } from '../messages';

/**
 * Where the reminders' opt-out link of an event mail leads. Reminders are turned off by the
 * button's POST, never by opening the link: mail scanners open links on their own. Mail clients
 * that offer the one-click opt-out (RFC 8058) POST to the API themselves.
 */
export default function RemindersOffPage() {
  usePageTitle(WAITING_LIST_PAGE_MESSAGES.remindersOffHeading);
  const token = usePageQuery().get('token') ?? '';
  const turnOff = useTurnRemindersOff();
  const isHydrated = useIsHydrated();

  return (
    <Container>
      <h1>{WAITING_LIST_PAGE_MESSAGES.remindersOffHeading}</h1>
      <Card as="section">
        {!token ? (
          <Alert tone="error">{WAITING_LIST_MESSAGES.reminderLinkInvalid}</Alert>
        ) : turnOff.isSuccess ? (
          <Alert tone="success">{turnOff.data.message}</Alert>
        ) : (
          <>
            <p>{WAITING_LIST_PAGE_MESSAGES.remindersOffIntro}</p>
            {turnOff.isError && <Alert tone="error">{getErrorMessage(turnOff.error, WAITING_LIST_PAGE_MESSAGES.remindersOffFailed)}</Alert>}
            <Button
              disabled={!isHydrated}
              onClick={() => turnOff.mutate(token)}
              isLoading={turnOff.isPending}
              loadingText={WAITING_LIST_PAGE_MESSAGES.remindersOffBusy}
            >
              {WAITING_LIST_PAGE_MESSAGES.remindersOffSubmit}
            </Button>
          </>
        )}
        <p>
          <Link to={PATHS.profile}>{WAITING_LIST_PAGE_MESSAGES.remindersOffBackToProfile}</Link>
        </p>
      </Card>
    </Container>
  );
}
