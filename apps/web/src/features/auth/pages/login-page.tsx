import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES, ZLoginRequestSchema, type TLoginRequest } from '@action-plus/contract';
import { Alert, Button, TextField } from '../../../components/ui';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { readNavigationState } from '../../../lib/navigation-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import styles from '../components/auth-card.module.css';

export default function LoginPage() {
  usePageTitle('Connexion');
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
    resolver: zodResolver(ZLoginRequestSchema),
    defaultValues: { email: email ?? '', password: '' },
  });

  async function onSubmit(credentials: TLoginRequest) {
    setSubmitError(null);
    try {
      await login(credentials);
      navigate(from ?? PATHS.home, { replace: true });
    } catch (error) {
      setSubmitError(getErrorMessage(error, AUTH_MESSAGES.loginFailed));
    }
  }

  return (
    <AuthCard
      title="Connexion"
      intro="Heureux de vous revoir ! Connectez-vous à votre espace membre."
      footer={
        <p>
          Pas encore de compte ? <Link to={PATHS.register}>Créer un compte</Link>
        </p>
      }
    >
      {message && <Alert tone={messageTone ?? 'info'}>{message}</Alert>}
      {submitError && <Alert tone="error">{submitError}</Alert>}
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label="E-mail ou nom d'utilisateur"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          isRequired
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to={PATHS.forgotPassword} className={styles.forgot}>
          Mot de passe oublié ?
        </Link>
        <div className={styles.alternatives}>
          <Button type="submit" isFullWidth isLoading={isSubmitting} loadingText="Connexion...">
            Se connecter
          </Button>
          <GoogleSignInButton intent="login" returnPath={from} onSignedIn={() => navigate(from ?? PATHS.home, { replace: true })} />
        </div>
      </form>
    </AuthCard>
  );
}
