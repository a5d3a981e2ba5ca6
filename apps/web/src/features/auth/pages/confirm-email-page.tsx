import { Link } from 'react-router';
import { ACCOUNT_SECURITY_MESSAGES } from '@action-plus/contract';
import { Alert, Button } from '#components/ui';
import { PATHS } from '#config/paths';
import { getErrorMessage } from '#lib/api-client';
import { useAuth } from '#lib/auth';
import { useIsHydrated } from '#lib/use-is-hydrated';
import { usePageQuery } from '#lib/use-page-query';
import { usePageTitle } from '#lib/use-page-title';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';
import { AUTH_PAGE_MESSAGES, EMAIL_CONFIRMATION_PAGE_MESSAGES } from '../messages';

const CONFIRM_FAILED = "La confirmation de l'adresse a échoué. Veuillez réessayer.";

/**
 * Where a confirmation link leads (sign-up, or a new address). The address is confirmed by the
 * button's POST, never by opening the link: mail scanners open links on their own.
 */
export default function ConfirmEmailPage() {
  usePageTitle(EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmTitle);
  const searchParams = usePageQuery();
  const token = searchParams.get('token') ?? '';
  const { isAuthenticated } = useAuth();
  const confirm = useConfirmEmail();
  const isHydrated = useIsHydrated();
  const nextLink = isAuthenticated ? (
    <Link to={PATHS.profile}>{EMAIL_CONFIRMATION_PAGE_MESSAGES.goToProfile}</Link>
  ) : (
    <Link to={PATHS.login}>{AUTH_PAGE_MESSAGES.loginSubmit}</Link>
  );

  return (
    <AuthCard
      title={EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmTitle}
      intro={token && !confirm.isSuccess && !confirm.isError ? EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmIntro : undefined}
      footer={nextLink}
    >
      {!token ? (
        <Alert tone="error">{ACCOUNT_SECURITY_MESSAGES.tokenRequired}</Alert>
      ) : confirm.isSuccess ? (
        <Alert tone="success">{confirm.data.message}</Alert>
      ) : (
        <>
          {confirm.isError && <Alert tone="error">{getErrorMessage(confirm.error, CONFIRM_FAILED)}</Alert>}
          <Button
            isFullWidth
            disabled={!isHydrated}
            onClick={() => confirm.mutate({ token })}
            isLoading={confirm.isPending}
            loadingText={EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmSubmitting}
          >
            {EMAIL_CONFIRMATION_PAGE_MESSAGES.confirmSubmit}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
