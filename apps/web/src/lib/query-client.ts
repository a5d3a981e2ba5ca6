import { hydrate, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { readInitialData } from './initial-data';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will answer the same again: retry only network failures and server errors.
        retry: (failureCount, error) => failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** The browser's query cache, holding from the start the data the server's render of the page was drawn from. */
export function createBrowserQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const initialData = readInitialData();
  if (initialData) hydrate(queryClient, initialData);
  return queryClient;
}
