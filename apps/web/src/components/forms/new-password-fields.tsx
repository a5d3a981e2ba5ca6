import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { SHARED_MESSAGES } from '#config/messages';
import { TextField } from '../ui';

export type NewPasswordFieldsProps = {
  passwordLabel: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: FieldError; confirmPassword?: FieldError };
};

/** A new password typed twice, for the browser's password manager (`new-password`) and against typos. */
export function NewPasswordFields({ passwordLabel, password, confirmation, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={SHARED_MESSAGES.newPasswordHint}
        isRequired
        error={errors.password?.message}
        {...password}
      />
      <TextField
        label={SHARED_MESSAGES.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        isRequired
        error={errors.confirmPassword?.message}
        {...confirmation}
      />
    </>
  );
}
