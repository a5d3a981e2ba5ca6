import { useEffect, type ReactNode } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import type { TAssociationSettings } from '@action-plus/contract';
import { ToastProvider } from '#components/ui';
import { AssociationProvider } from '#lib/association';
import { AuthProvider } from '#lib/auth';
import { useLoadedQueryClient } from '#lib/query-client-store';
import { HydrationStateProvider } from '#lib/use-is-hydrated';

/**
 * The app's providers. `association` is the association's settings the app started with
 * (lib/association.tsx). The query cache is the one given (the server's render, tests), else the
 * browser's once loaded (lib/query-client-store.ts): its context is provided from the first
 * render, undefined until then, so that its arrival changes a value and never the tree.
 * `isHydrating`: the tree is the server's render, or the browser's hydration of it (lib/use-is-hydrated.tsx).
 */
export function AppProviders({
  children,
  association,
  queryClient,
  isHydrating = false,
}: {
  children: ReactNode;
  association: TAssociationSettings;
  queryClient?: QueryClient;
  isHydrating?: boolean;
}) {
  const loadedClient = useLoadedQueryClient();
  const client = queryClient ?? loadedClient;

  // What QueryClientProvider does: refetch on focus and reconnection while the app shows.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);

  return (
    <HydrationStateProvider isHydrating={isHydrating}>
      <AssociationProvider settings={association}>
        <QueryClientContext.Provider value={client}>
          <AuthProvider>
            <ToastProvider>{children}</ToastProvider>
          </AuthProvider>
        </QueryClientContext.Provider>
      </AssociationProvider>
    </HydrationStateProvider>
  );
}
