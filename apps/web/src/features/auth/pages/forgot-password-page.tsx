import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { z } from 'zod';
import { ZEmailSchema } from '@action-plus/contract';
import { Alert, Button, TextField } from '../../../components/ui';
import { FORGOT_PASSWORD_MESSAGES } from '../../../config/messages';
import { PATHS } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

const ZForgotPasswordFormSchema = z.object({ email: ZEmailSchema });
type TForgotPasswordForm = z.infer<typeof ZForgotPasswordFormSchema>;

export default function ForgotPasswordPage() {
  usePageTitle(FORGOT_PASSWORD_MESSAGES.title);
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TForgotPasswordForm>({ resolver: zodResolver(ZForgotPasswordFormSchema), defaultValues: { email: '' } });

  return (
    <AuthCard
      title={FORGOT_PASSWORD_MESSAGES.title}
      intro={resetRequest.isSuccess ? undefined : 'Indiquez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.'}
      footer={<Link to={PATHS.login}>{FORGOT_PASSWORD_MESSAGES.backToLogin}</Link>}
    >
      {resetRequest.isSuccess ? (
        <Alert tone="success">{FORGOT_PASSWORD_MESSAGES.requestAnswer}</Alert>
      ) : (
        <form onSubmit={handleSubmit(({ email }) => resetRequest.mutate(email))} noValidate>
          <TextField label="Adresse e-mail" type="email" autoComplete="email" isRequired error={errors.email?.message} {...register('email')} />
          <Button type="submit" isFullWidth isLoading={resetRequest.isPending} loadingText={FORGOT_PASSWORD_MESSAGES.submitting}>
            {FORGOT_PASSWORD_MESSAGES.submit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
