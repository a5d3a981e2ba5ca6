import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The browser's query cache, created when the first page that reads through it loads (the page's
 * module and the query library load together, app/router.tsx): the home page's first view opens
 * with the events the server sent and needs neither.
 */
let queryClient: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    ({ createBrowserQueryClient }) => {
      queryClient = createBrowserQueryClient();
      listeners.forEach((listener) => listener());
      return queryClient;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const getLoadedQueryClient = () => queryClient;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The query cache once loaded, else undefined; the same during hydration (it changes no markup). */
export const useLoadedQueryClient = () => useSyncExternalStore(subscribe, getLoadedQueryClient, getLoadedQueryClient);
