import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { MAIL_PREFERENCES_MESSAGES } from '@action-plus/contract';
import type { z } from 'zod';
import { Alert, Button, TextField } from '#components/ui';
import { PATHS } from '#config/paths';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { useAuth } from '#lib/auth';
import { usePageTitle } from '#lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { HydratedForm } from '#components/forms/hydrated-form';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { prefetchGoogleConfig } from '../api/get-google-config';
import { MailConsentChoices } from '#components/forms/mail-consent-choices';
import { NewPasswordFields } from '#components/forms/new-password-fields';
import styles from '../components/auth-card.module.css';
import type { ZRegisterFormSchema } from '../lib/auth-form-schemas';
import { registerResolver } from '../lib/lazy-auth-resolvers';
import { AUTH_PAGE_MESSAGES } from '../messages';

type TRegisterForm = z.input<typeof ZRegisterFormSchema>;

function describeRegisterFailure(error: unknown): string {
  if (error instanceof ApiError)
    return getErrorMessage(error, error.isNetworkError ? AUTH_PAGE_MESSAGES.registerNoResponse : AUTH_PAGE_MESSAGES.registerFailed);
  return error instanceof Error ? `${AUTH_PAGE_MESSAGES.registerFailedWithCause}${error.message}` : AUTH_PAGE_MESSAGES.registerFailed;
}

export const prefetch = prefetchGoogleConfig;

export default function RegisterPage() {
  usePageTitle(AUTH_PAGE_MESSAGES.registerTitle);
  const { register: registerAccount } = useAuth();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TRegisterForm, unknown, z.output<typeof ZRegisterFormSchema>>({
    resolver: registerResolver,
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '', mail_consents: [] },
  });

  async function onSubmit({ confirmPassword: _confirmPassword, ...account }: z.output<typeof ZRegisterFormSchema>) {
    setSubmitError(null);
    try {
      // The server opens the session with the account: no second login needed.
      await registerAccount(account);
      navigate(PATHS.home, { state: { message: AUTH_PAGE_MESSAGES.registerSuccess } });
    } catch (error) {
      setSubmitError(describeRegisterFailure(error));
    }
  }

  return (
    <AuthCard
      title={AUTH_PAGE_MESSAGES.registerTitle}
      intro={AUTH_PAGE_MESSAGES.registerIntro}
      footer={
        <p>
          {AUTH_PAGE_MESSAGES.alreadyRegistered} <Link to={PATHS.login}>{AUTH_PAGE_MESSAGES.loginSubmit}</Link>
        </p>
      }
    >
      {submitError && <Alert tone="error">{submitError}</Alert>}
      <HydratedForm onFocus={registerResolver.preload} onSubmit={handleSubmit(onSubmit)} noValidate>
        <div className={styles.row}>
          <TextField
            label={AUTH_PAGE_MESSAGES.firstNameLabel}
            autoComplete="given-name"
            isRequired
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={AUTH_PAGE_MESSAGES.lastNameLabel}
            autoComplete="family-name"
            isRequired
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={AUTH_PAGE_MESSAGES.usernameLabel}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          isRequired
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField label={AUTH_PAGE_MESSAGES.emailLabel} type="email" autoComplete="email" isRequired error={errors.email?.message} {...register('email')} />
        <NewPasswordFields
          passwordLabel={AUTH_PAGE_MESSAGES.passwordLabel}
          password={register('password')}
          confirmation={register('confirmPassword')}
          errors={errors}
        />
        {/* Each kind unchecked until the person checks it: consent is an act (issue 27). */}
        <MailConsentChoices
          legend={AUTH_PAGE_MESSAGES.mailConsentsLegend}
          explanation={MAIL_PREFERENCES_MESSAGES.explanation}
          checkboxProps={(kind) => ({ value: kind, ...register('mail_consents') })}
        />
        <div className={styles.alternatives}>
          <Button type="submit" isFullWidth isLoading={isSubmitting} loadingText={AUTH_PAGE_MESSAGES.registerBusy}>
            {AUTH_PAGE_MESSAGES.registerSubmit}
          </Button>
          <GoogleSignInButton intent="register" onSignedIn={() => navigate(PATHS.home)} />
        </div>
      </HydratedForm>
      <p className={styles.consent}>
        {AUTH_PAGE_MESSAGES.registerConsentBeforeTerms}
        <Link to={PATHS.terms}>{AUTH_PAGE_MESSAGES.registerConsentTermsLink}</Link>
        {AUTH_PAGE_MESSAGES.registerConsentBeforePrivacy}
        <Link to={PATHS.privacy}>{AUTH_PAGE_MESSAGES.registerConsentPrivacyLink}</Link>.
      </p>
    </AuthCard>
  );
}
