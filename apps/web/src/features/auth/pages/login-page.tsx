import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TLoginRequest } from '@action-plus/contract';
import { Alert, Button, TextField } from '#components/ui';
import { PATHS } from '#config/paths';
import { getErrorMessage } from '#lib/api-client';
import { useAuth } from '#lib/auth';
import { readNavigationState } from '#lib/navigation-state';
import { usePageTitle } from '#lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { HydratedForm } from '#components/forms/hydrated-form';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { prefetchGoogleConfig } from '../api/get-google-config';
import styles from '../components/auth-card.module.css';
import { loginResolver } from '../lib/lazy-auth-resolvers';
import { AUTH_PAGE_MESSAGES } from '../messages';

export const prefetch = prefetchGoogleConfig;

export default function LoginPage() {
  usePageTitle(AUTH_PAGE_MESSAGES.loginTitle);
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { message, messageTone, email, from } = readNavigationState(location.state);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({
    resolver: loginResolver,
    defaultValues: { email: email ?? '', password: '' },
  });

  async function onSubmit(credentials: TLoginRequest) {
    setSubmitError(null);
    try {
      await login(credentials);
      navigate(from ?? PATHS.home, { replace: true });
    } catch (error) {
      setSubmitError(getErrorMessage(error, AUTH_PAGE_MESSAGES.loginFailed));
    }
  }

  return (
    <AuthCard
      title={AUTH_PAGE_MESSAGES.loginTitle}
      intro={AUTH_PAGE_MESSAGES.loginIntro}
      footer={
        <p>
          {AUTH_PAGE_MESSAGES.noAccountYet} <Link to={PATHS.register}>{AUTH_PAGE_MESSAGES.createAccount}</Link>
        </p>
      }
    >
      {message && <Alert tone={messageTone ?? 'info'}>{message}</Alert>}
      {submitError && <Alert tone="error">{submitError}</Alert>}
      <HydratedForm onFocus={loginResolver.preload} onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label={AUTH_PAGE_MESSAGES.identifierLabel}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={AUTH_PAGE_MESSAGES.passwordLabel}
          type="password"
          autoComplete="current-password"
          isRequired
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to={PATHS.forgotPassword} className={styles.forgot}>
          {AUTH_PAGE_MESSAGES.forgotPasswordLink}
        </Link>
        <div className={styles.alternatives}>
          <Button type="submit" isFullWidth isLoading={isSubmitting} loadingText={AUTH_PAGE_MESSAGES.loginBusy}>
            {AUTH_PAGE_MESSAGES.loginSubmit}
          </Button>
          <GoogleSignInButton intent="login" returnPath={from} onSignedIn={() => navigate(from ?? PATHS.home, { replace: true })} />
        </div>
      </HydratedForm>
    </AuthCard>
  );
}
