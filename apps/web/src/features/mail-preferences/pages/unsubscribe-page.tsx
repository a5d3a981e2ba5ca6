import { Link } from 'react-router';
import { MAIL_PREFERENCES_ANCHOR, MAIL_PREFERENCES_MESSAGES } from '@action-plus/contract';
import { Alert, Button, Card, Container } from '#components/ui';
import { PATHS } from '#config/paths';
import { ApiError, getErrorMessage } from '#lib/api-client';
import type { PagePrefetch } from '#lib/page-prefetch';
import { useIsHydrated } from '#lib/use-is-hydrated';
import { usePageQuery } from '#lib/use-page-query';
import { usePageTitle } from '#lib/use-page-title';
import { getUnsubscribeLinkQueryOptions, useUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe-link';
import styles from './unsubscribe-page.module.css';
import { MAIL_UNSUBSCRIBE_PAGE_MESSAGES as M } from '../messages';

/** What the link would turn off, read before the server renders the page (reading it changes nothing). */
export const prefetch: PagePrefetch = async (queryClient, _params, query) => {
  const token = query.get('token');
  if (token) await queryClient.prefetchQuery(getUnsubscribeLinkQueryOptions(token));
};

const PREFERENCES_ADDRESS = `${PATHS.profile}#${MAIL_PREFERENCES_ANCHOR}`;

/**
 * Where an announcement's unsubscribe link leads (issue 27): it names the kind of mail, and the
 * button turns that kind off. Opening the link changes nothing, since mail scanners open links on
 * their own; mail clients offering the one-click unsubscribe (RFC 8058) POST to the API themselves.
 */
export default function UnsubscribePage() {
  usePageTitle(M.heading);
  const token = usePageQuery().get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();
  const isHydrated = useIsHydrated();
  // A link the server refuses (altered, cut by the mail client) says so; another failure leaves the button to try.
  const isInvalid =
    token === '' ||
    (link.error instanceof ApiError && link.error.status === 400) ||
    (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400);

  return (
    <Container size="narrow">
      <h1>{M.heading}</h1>
      <Card as="section">
        {isInvalid ? (
          <Alert tone="error">{getErrorMessage(unsubscribe.error ?? link.error, MAIL_PREFERENCES_MESSAGES.linkInvalid)}</Alert>
        ) : unsubscribe.isSuccess ? (
          <Alert tone="success">{unsubscribe.data.message}</Alert>
        ) : (
          <>
            <p>{link.data ? M.intro(link.data.label) : M.introUnknownKind}</p>
            <p className={styles.note}>{M.otherKindsStay}</p>
            {unsubscribe.isError && <Alert tone="error">{getErrorMessage(unsubscribe.error, M.failed)}</Alert>}
            <Button disabled={!isHydrated} onClick={() => unsubscribe.mutate(token)} isLoading={unsubscribe.isPending} loadingText={M.busy}>
              {M.submit}
            </Button>
          </>
        )}
        <p className={styles.preferences}>
          <Link to={PREFERENCES_ADDRESS}>{M.toPreferences}</Link>
        </p>
      </Card>
    </Container>
  );
}
