import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render of a page and in the browser's hydration of it, true from then on
 * (and at once when the browser draws the page itself): what only works once the app runs, such
 * as a form's fields, waits for it rather than losing what was done before.
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
