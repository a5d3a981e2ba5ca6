import { useMutation } from '@tanstack/react-query';
import { ZCheckoutResponseSchema, type TMembershipCheckoutRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** POST /api/memberships/me/checkout: the server prices the duration and answers HelloAsso's page to pay on. */
export function startMembershipCheckout(request: TMembershipCheckoutRequest) {
  return api.post('/api/memberships/me/checkout', request, { schema: ZCheckoutResponseSchema });
}

export const useStartMembershipCheckout = () => useMutation({ mutationFn: startMembershipCheckout });
