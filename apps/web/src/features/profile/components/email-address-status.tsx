import { useState } from 'react';
import { type TUser } from '@action-plus/contract';
import { Alert, Badge, Button } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation';
import styles from './profile-settings.module.css';
import { ACCOUNT_SECURITY_PAGE_MESSAGES } from '../messages';

const RESEND_FAILED = "L'envoi du lien de confirmation a échoué. Veuillez réessayer.";

/** Whether the account's address is confirmed; until it is, a way to get the link again. */
export function EmailAddressStatus({ user }: { user: TUser }) {
  const resend = useResendEmailConfirmation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleResend() {
    setResult(null);
    try {
      const { message } = await resend.mutateAsync();
      setResult({ tone: 'success', text: message });
    } catch (error) {
      setResult({ tone: 'error', text: getErrorMessage(error, RESEND_FAILED) });
    }
  }

  if (user.emailVerified) {
    return (
      <p className={styles.addressState}>
        <Badge tone="success">{ACCOUNT_SECURITY_PAGE_MESSAGES.emailVerified}</Badge>
      </p>
    );
  }
  return (
    <div className={styles.addressState}>
      <p>
        <Badge tone="warning">{ACCOUNT_SECURITY_PAGE_MESSAGES.emailNotVerified}</Badge>
      </p>
      <p>{ACCOUNT_SECURITY_PAGE_MESSAGES.emailNotVerifiedHelp}</p>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <div>
        <Button variant="outline" onClick={handleResend} isLoading={resend.isPending} loadingText={ACCOUNT_SECURITY_PAGE_MESSAGES.resendingConfirmation}>
          {ACCOUNT_SECURITY_PAGE_MESSAGES.resendConfirmation}
        </Button>
      </div>
    </div>
  );
}
