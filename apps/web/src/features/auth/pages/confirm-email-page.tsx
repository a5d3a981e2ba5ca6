import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_SECURITY_MESSAGES } from '@action-plus/contract';
import { Alert, Button } from '../../../components/ui';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';

const CONFIRM_FAILED = "La confirmation de l'adresse a échoué. Veuillez réessayer.";

/**
 * Where a confirmation link leads (sign-up, or a new address). The address is confirmed by the
 * button's POST, never by opening the link: mail scanners open links on their own.
 */
export default function ConfirmEmailPage() {
  usePageTitle(ACCOUNT_SECURITY_MESSAGES.confirmTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { isAuthenticated } = useAuth();
  const confirm = useConfirmEmail();
  const nextLink = isAuthenticated ? (
    <Link to={PATHS.profile}>{ACCOUNT_SECURITY_MESSAGES.goToProfile}</Link>
  ) : (
    <Link to={PATHS.login}>Se connecter</Link>
  );

  return (
    <AuthCard
      title={ACCOUNT_SECURITY_MESSAGES.confirmTitle}
      intro={token && !confirm.isSuccess && !confirm.isError ? ACCOUNT_SECURITY_MESSAGES.confirmIntro : undefined}
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
            onClick={() => confirm.mutate({ token })}
            isLoading={confirm.isPending}
            loadingText={ACCOUNT_SECURITY_MESSAGES.confirmSubmitting}
          >
            {ACCOUNT_SECURITY_MESSAGES.confirmSubmit}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
