import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
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
        hint="Au moins 6 caractères."
        isRequired
        error={errors.password?.message}
        {...password}
      />
      <TextField
        label="Confirmer le mot de passe"
        type="password"
        autoComplete="new-password"
        isRequired
        error={errors.confirmPassword?.message}
        {...confirmation}
      />
    </>
  );
}
