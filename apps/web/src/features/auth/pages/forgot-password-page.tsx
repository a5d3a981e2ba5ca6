import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PASSWORD_RESET_MESSAGES, type TResetPasswordRequest } from '@action-plus/contract';
import { Alert, Button, TextField } from '#components/ui';
import { PATHS } from '#config/paths';
import { usePageTitle } from '#lib/use-page-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { HydratedForm } from '#components/forms/hydrated-form';
import { resetRequestResolver } from '../lib/lazy-auth-resolvers';
import { AUTH_PAGE_MESSAGES, PASSWORD_RESET_PAGE_MESSAGES } from '../messages';

export default function ForgotPasswordPage() {
  usePageTitle(PASSWORD_RESET_MESSAGES.forgotTitle);
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TResetPasswordRequest>({ resolver: resetRequestResolver, defaultValues: { email: '' } });

  return (
    <AuthCard
      title={PASSWORD_RESET_MESSAGES.forgotTitle}
      intro={resetRequest.isSuccess ? undefined : AUTH_PAGE_MESSAGES.forgotIntro}
      footer={<Link to={PATHS.login}>{PASSWORD_RESET_PAGE_MESSAGES.backToLogin}</Link>}
    >
      {resetRequest.isSuccess ? (
        <Alert tone="success">{PASSWORD_RESET_MESSAGES.requestAnswer}</Alert>
      ) : (
        <HydratedForm onFocus={resetRequestResolver.preload} onSubmit={handleSubmit(({ email }) => resetRequest.mutate(email))} noValidate>
          <TextField label={AUTH_PAGE_MESSAGES.emailLabel} type="email" autoComplete="email" isRequired error={errors.email?.message} {...register('email')} />
          <Button type="submit" isFullWidth isLoading={resetRequest.isPending} loadingText={PASSWORD_RESET_PAGE_MESSAGES.forgotSubmitting}>
            {PASSWORD_RESET_PAGE_MESSAGES.forgotSubmit}
          </Button>
        </HydratedForm>
      )}
    </AuthCard>
  );
}
