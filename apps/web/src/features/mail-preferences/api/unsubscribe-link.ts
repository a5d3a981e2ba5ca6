import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TMailUnsubscribeInfoResponse, TMailUnsubscribeResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { loadUnsubscribeInfoSchema, loadUnsubscribeResponseSchema } from './load-mail-preferences-schemas';
import { mailPreferencesKeys } from './mail-preferences-keys';

const addressOf = (token: string) => `/api/mail-preferences/unsubscribe?${new URLSearchParams({ token }).toString()}`;

/**
 * GET /api/mail-preferences/unsubscribe?token=…: the kind the link would turn off. Changes nothing
 * (mail scanners open links): the page's button does.
 */
export const getUnsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: mailPreferencesKeys.unsubscribeLink(token),
    queryFn: ({ signal }): Promise<TMailUnsubscribeInfoResponse> => api.get(addressOf(token), { schema: loadUnsubscribeInfoSchema, signal }),
    staleTime: Infinity,
    retry: false,
  });

export const useUnsubscribeLink = (token: string) => useQuery({ ...getUnsubscribeLinkQueryOptions(token), enabled: token !== '' });

/** POST /api/mail-preferences/unsubscribe?token=…: that kind off, without a session (RFC 8058's one-click does the same). */
export const unsubscribe = (token: string): Promise<TMailUnsubscribeResponse> => api.post(addressOf(token), {}, { schema: loadUnsubscribeResponseSchema });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
