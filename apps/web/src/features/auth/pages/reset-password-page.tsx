import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { INVITATION_QUERY_PARAM, PASSWORD_RESET_MESSAGES } from '@action-plus/contract';
import { Alert, Button } from '#components/ui';
import { PATHS } from '#config/paths';
import { ApiError, getErrorMessage } from '#lib/api-client';
import type { TNavigationState } from '#lib/navigation-state';
import { usePageQuery } from '#lib/use-page-query';
import { usePageTitle } from '#lib/use-page-title';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { HydratedForm } from '#components/forms/hydrated-form';
import { NewPasswordFields } from '#components/forms/new-password-fields';
import type { ZNewPasswordFormSchema } from '../lib/auth-form-schemas';
import { newPasswordResolver } from '../lib/lazy-auth-resolvers';
import { AUTH_PAGE_MESSAGES, PASSWORD_RESET_PAGE_MESSAGES } from '../messages';

type TNewPasswordForm = z.infer<typeof ZNewPasswordFormSchema>;

/** The server's answers that mean the link itself is dead: the form cannot help, a new link can. */
const DEAD_LINK_MESSAGES: readonly string[] = [
  PASSWORD_RESET_MESSAGES.linkUnknown,
  PASSWORD_RESET_MESSAGES.linkExpired,
  PASSWORD_RESET_MESSAGES.linkUsed,
  PASSWORD_RESET_MESSAGES.tokenRequired,
];

/**
 * Where a reset link (and an invitation, `&invitation=1`) leads: the new password, typed twice.
 * Success goes to the login page with the server's message.
 */
export default function ResetPasswordPage() {
  const searchParams = usePageQuery();
  const token = searchParams.get('token') ?? '';
  const isInvitation = searchParams.get(INVITATION_QUERY_PARAM) === '1';
  const title = isInvitation ? PASSWORD_RESET_PAGE_MESSAGES.invitationTitle : PASSWORD_RESET_PAGE_MESSAGES.resetTitle;
  usePageTitle(title);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [deadLinkMessage, setDeadLinkMessage] = useState<string | null>(token ? null : PASSWORD_RESET_MESSAGES.tokenRequired);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TNewPasswordForm>({ resolver: newPasswordResolver, defaultValues: { password: '', confirmPassword: '' } });

  function onSubmit({ password }: TNewPasswordForm) {
    setSubmitError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          const state: TNavigationState = { message, messageTone: 'success' };
          navigate(PATHS.login, { replace: true, state });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.detail && DEAD_LINK_MESSAGES.includes(error.detail)) setDeadLinkMessage(error.detail);
          else setSubmitError(getErrorMessage(error, 'Erreur lors de la modification du mot de passe.'));
        },
      },
    );
  }

  return (
    <AuthCard
      title={title}
      intro={deadLinkMessage ? undefined : 'Choisissez un mot de passe d’au moins 6 caractères et saisissez-le deux fois.'}
      footer={<Link to={PATHS.login}>{PASSWORD_RESET_PAGE_MESSAGES.backToLogin}</Link>}
    >
      {deadLinkMessage ? (
        <Alert tone="error" action={<Link to={PATHS.forgotPassword}>{PASSWORD_RESET_PAGE_MESSAGES.askNewLink}</Link>}>
          {deadLinkMessage}
        </Alert>
      ) : (
        <HydratedForm onFocus={newPasswordResolver.preload} onSubmit={handleSubmit(onSubmit)} noValidate>
          {submitError && <Alert tone="error">{submitError}</Alert>}
          <NewPasswordFields
            passwordLabel={AUTH_PAGE_MESSAGES.newPasswordLabel}
            password={register('password')}
            confirmation={register('confirmPassword')}
            errors={errors}
          />
          <Button type="submit" isFullWidth isLoading={reset.isPending} loadingText={PASSWORD_RESET_PAGE_MESSAGES.submitting}>
            {PASSWORD_RESET_PAGE_MESSAGES.submit}
          </Button>
        </HydratedForm>
      )}
    </AuthCard>
  );
}
