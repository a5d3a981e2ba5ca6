import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonStyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button over its container's width. */
  isFullWidth?: boolean;
};

export function buttonClassName({ variant = 'primary', size = 'md', isFullWidth = false }: ButtonStyleProps, extra?: string): string {
  return [styles.button, styles[variant], styles[size], isFullWidth ? styles.fullWidth : '', extra ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyleProps & {
    /** Shows a spinner, disables the button and replaces its text by `loadingText` when given. */
    isLoading?: boolean;
    loadingText?: ReactNode;
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  isFullWidth,
  isLoading = false,
  loadingText,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, isFullWidth }, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" decorative /> : icon}
      <span>{isLoading && loadingText ? loadingText : children}</span>
    </button>
  );
}

export type ButtonLinkProps = LinkProps & ButtonStyleProps & { icon?: ReactNode };

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, size, isFullWidth, icon, className, children, ...props }: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, isFullWidth }, className)} {...props}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
