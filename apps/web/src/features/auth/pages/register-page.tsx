import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { AUTH_MESSAGES, ZRegisterRequestSchema } from '@action-plus/contract';
import { Alert, Button, TextField } from '../../../components/ui';
import { AUTH_FORM_MESSAGES } from '../../../config/messages';
import { PATHS } from '../../../config/paths';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { requireMatchingPasswords, ZConfirmPasswordSchema } from '../../../lib/password-confirmation';
import styles from '../components/auth-card.module.css';

export const ZRegisterFormSchema = requireMatchingPasswords(ZRegisterRequestSchema.extend({ confirmPassword: ZConfirmPasswordSchema }));
type TRegisterForm = z.input<typeof ZRegisterFormSchema>;

function describeRegisterFailure(error: unknown): string {
  if (error instanceof ApiError) return getErrorMessage(error, AUTH_MESSAGES.registerFailed);
  return error instanceof Error ? `${AUTH_FORM_MESSAGES.registerFailedWithCause}${error.message}` : AUTH_MESSAGES.registerFailed;
}

export default function RegisterPage() {
  usePageTitle('Inscription');
  const { register: registerAccount } = useAuth();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TRegisterForm, unknown, z.output<typeof ZRegisterFormSchema>>({
    resolver: zodResolver(ZRegisterFormSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' },
  });

  async function onSubmit({ confirmPassword: _confirmPassword, ...account }: z.output<typeof ZRegisterFormSchema>) {
    setSubmitError(null);
    try {
      // The server opens the session with the account: no second login needed.
      await registerAccount(account);
      navigate(PATHS.home, { state: { message: AUTH_MESSAGES.registerSuccess } });
    } catch (error) {
      setSubmitError(describeRegisterFailure(error));
    }
  }

  return (
    <AuthCard
      title="Inscription"
      intro="Rejoignez la communauté Action Plus et participez à nos événements."
      footer={
        <p>
          Déjà inscrit ? <Link to={PATHS.login}>Se connecter</Link>
        </p>
      }
    >
      {submitError && <Alert tone="error">{submitError}</Alert>}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <div className={styles.row}>
          <TextField label="Prénom" autoComplete="given-name" isRequired error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Nom" autoComplete="family-name" isRequired error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField
          label="Nom d'utilisateur"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          isRequired
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField label="Adresse e-mail" type="email" autoComplete="email" isRequired error={errors.email?.message} {...register('email')} />
        <NewPasswordFields passwordLabel="Mot de passe" password={register('password')} confirmation={register('confirmPassword')} errors={errors} />
        <div className={styles.alternatives}>
          <Button type="submit" isFullWidth isLoading={isSubmitting} loadingText="Inscription...">
            S'inscrire
          </Button>
          <GoogleSignInButton intent="register" onSignedIn={() => navigate(PATHS.home)} />
        </div>
      </form>
    </AuthCard>
  );
}
