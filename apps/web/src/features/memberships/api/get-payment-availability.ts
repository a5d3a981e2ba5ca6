import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentAvailabilitySchema, type TPaymentAvailability } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** GET /api/payments/availability: whether the site takes payments online (HelloAsso configured). */
export function getPaymentAvailability(signal?: AbortSignal): Promise<TPaymentAvailability> {
  return api.get('/api/payments/availability', { schema: ZPaymentAvailabilitySchema, signal });
}

export const getPaymentAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'availability'] as const, queryFn: ({ signal }) => getPaymentAvailability(signal), staleTime: 5 * 60_000 });

export const usePaymentAvailability = () => useQuery(getPaymentAvailabilityQueryOptions());
