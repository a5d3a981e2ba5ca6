import type { FormHTMLAttributes } from 'react';
import { useIsHydrated } from '#lib/use-is-hydrated';
import styles from './hydrated-form.module.css';

/**
 * A form of a page the server sends rendered: its fields and buttons stay disabled until the app
 * has hydrated the page, so that nothing typed before can be lost (or sent in the address by a
 * submit the app has not yet taken over). In the browser's own renders they are enabled at once.
 */
export function HydratedForm({ children, ...formProps }: FormHTMLAttributes<HTMLFormElement>) {
  const isHydrated = useIsHydrated();
  return (
    <form {...formProps}>
      <fieldset className={styles.fields} disabled={!isHydrated}>
        {children}
      </fieldset>
    </form>
  );
}
