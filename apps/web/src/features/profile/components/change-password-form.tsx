import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZChangePasswordRequestSchema, type TUser } from '@action-plus/contract';
import { NewPasswordFields } from '#components/forms/new-password-fields';
import { Alert, Button, Card, TextField } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { requireMatchingPasswords, ZConfirmPasswordSchema } from '#lib/password-confirmation';
import { useChangePassword } from '../api/change-password';
import { isCurrentPasswordError, withCurrentCredential } from './current-credential';
import styles from './profile-settings.module.css';
import { ACCOUNT_SECURITY_PAGE_MESSAGES } from '../messages';

const CHANGE_PASSWORD_FAILED = 'La modification du mot de passe a échoué. Veuillez réessayer.';

const schemaFor = (hasPassword: boolean) =>
  requireMatchingPasswords(withCurrentCredential(ZChangePasswordRequestSchema.extend({ confirmPassword: ZConfirmPasswordSchema }), hasPassword));

type TChangePasswordForm = { currentPassword?: string; password: string; confirmPassword: string };

/** Current password (or a recent Google sign-in), then the new one twice; the other sessions end. */
export function ChangePasswordForm({ user }: { user: TUser }) {
  const changePassword = useChangePassword();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordForm>({
    resolver: zodResolver(schemaFor(user.hasPassword) as unknown as z.ZodType<TChangePasswordForm, TChangePasswordForm>),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  async function onSubmit({ currentPassword, password }: TChangePasswordForm) {
    setResult(null);
    try {
      await changePassword.mutateAsync(user.hasPassword ? { currentPassword, password } : { password });
      reset({ currentPassword: '', password: '', confirmPassword: '' });
      setResult({ tone: 'success', text: ACCOUNT_SECURITY_PAGE_MESSAGES.passwordChanged });
    } catch (error) {
      if (user.hasPassword && isCurrentPasswordError(error)) setError('currentPassword', { message: error.detail! }, { shouldFocus: true });
      else setResult({ tone: 'error', text: getErrorMessage(error, CHANGE_PASSWORD_FAILED) });
    }
  }

  const title = user.hasPassword ? ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordTitle : ACCOUNT_SECURITY_PAGE_MESSAGES.choosePasswordTitle;
  return (
    <Card as="section" title={title} titleLevel={2} aria-label={title}>
      <p>{ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordHelp}</p>
      {!user.hasPassword && <p>{ACCOUNT_SECURITY_PAGE_MESSAGES.recentSignInHelp}</p>}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className={styles.form}>
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
        <NewPasswordFields passwordLabel="Nouveau mot de passe" password={register('password')} confirmation={register('confirmPassword')} errors={errors} />
        {result && (
          <Alert tone={result.tone} isRevealed>
            {result.text}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSubmitting} loadingText={ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordSubmitting}>
            {ACCOUNT_SECURITY_PAGE_MESSAGES.changePasswordSubmit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
