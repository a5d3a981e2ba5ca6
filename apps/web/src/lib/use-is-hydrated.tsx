import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True unless a provider says the tree is being hydrated: a tree the browser draws itself is ready at once. */
const IsHydratedContext = createContext(true);

/**
 * Wraps a tree that the server rendered (`isHydrating`): false in the server's render and in the
 * browser's hydration of it, true from then on. The change is a transition, so that the forms it
 * opens draw again in slices a tap can come between: a `useSyncExternalStore` whose server value
 * differs, as this was, makes React draw them again in one synchronous task (issue 29: a busy phone).
 */
export function HydrationStateProvider({ isHydrating, children }: { isHydrating: boolean; children: ReactNode }) {
  const [isHydrated, setIsHydrated] = useState(!isHydrating);
  useEffect(() => {
    startTransition(() => setIsHydrated(true));
  }, []);
  return <IsHydratedContext.Provider value={isHydrated}>{children}</IsHydratedContext.Provider>;
}

/**
 * False in the server's render of a page and in the browser's hydration of it, true from then on
 * (and at once when the browser draws the page itself): what only works once the app runs, such
 * as a form's fields, waits for it rather than losing what was done before.
 */
export const useIsHydrated = (): boolean => useContext(IsHydratedContext);
