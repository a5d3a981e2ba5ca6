import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACCOUNT_SECURITY_MESSAGES, AUTH_MESSAGES, ZChangeEmailRequestSchema, type TUser } from '@action-plus/contract';
import { Alert, Button, Card, TextField } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { useChangeEmail } from '../api/change-email';
import { isCurrentPasswordError, withCurrentCredential } from './current-credential';
import styles from './profile-settings.module.css';
import { ACCOUNT_SECURITY_PAGE_MESSAGES } from '../messages';

const CHANGE_EMAIL_FAILED = "La demande de changement d'adresse a échoué. Veuillez réessayer.";

type TChangeEmailForm = { email: string; currentPassword?: string };

/** The server's answers about the new address itself: shown under its field. */
const EMAIL_FIELD_MESSAGES: readonly string[] = [AUTH_MESSAGES.emailTaken, ACCOUNT_SECURITY_MESSAGES.sameEmail];

export function ChangeEmailForm({ user }: { user: TUser }) {
  const changeEmail = useChangeEmail();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TChangeEmailForm>({
    resolver: zodResolver(withCurrentCredential(ZChangeEmailRequestSchema, user.hasPassword) as z.ZodType<TChangeEmailForm, TChangeEmailForm>),
    defaultValues: { email: '', currentPassword: '' },
  });

  async function onSubmit(values: TChangeEmailForm) {
    setResult(null);
    try {
      const { message } = await changeEmail.mutateAsync(values);
      reset({ email: '', currentPassword: '' });
      setResult({ tone: 'success', text: message });
    } catch (error) {
      if (user.hasPassword && isCurrentPasswordError(error)) setError('currentPassword', { message: error.detail! }, { shouldFocus: true });
      else if (error instanceof ApiError && error.detail && EMAIL_FIELD_MESSAGES.includes(error.detail))
        setError('email', { message: error.detail }, { shouldFocus: true });
      else setResult({ tone: 'error', text: getErrorMessage(error, CHANGE_EMAIL_FAILED) });
    }
  }

  return (
    <Card as="section" title={ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailTitle} titleLevel={2} aria-label={ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailTitle}>
      <p>{ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailHelp}</p>
      {!user.hasPassword && <p>{ACCOUNT_SECURITY_PAGE_MESSAGES.recentSignInHelp}</p>}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className={styles.form}>
        <TextField
          label={ACCOUNT_SECURITY_PAGE_MESSAGES.newEmailLabel}
          type="email"
          autoComplete="email"
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
        {user.hasPassword && (
          <TextField
            label={ACCOUNT_SECURITY_PAGE_MESSAGES.currentPasswordLabel}
            type="password"
            autoComplete="current-password"
            isRequired
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
        {result && (
          <Alert tone={result.tone} isRevealed>
            {result.text}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSubmitting} loadingText={ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailSubmitting}>
            {ACCOUNT_SECURITY_PAGE_MESSAGES.changeEmailSubmit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
