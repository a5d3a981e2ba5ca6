import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAssemblyListResponseSchema,
  ZAssemblyVoterNamesResponseSchema,
  ZMemberAssemblySchema,
  ZMessageSchema,
  ZReceiptCheckResponseSchema,
  ZVoteResponseSchema,
  type TAssemblyAnswerInput,
  type TMemberAssembly,
  type TVoteInput,
} from '@action-plus/contract';
import { api } from '#lib/api-client';
import { ASSEMBLY_SETTINGS } from '../messages';
import { assemblyKeys } from './assembly-keys';

/** GET /api/assemblies: the assemblies the member is a voter of, and the closed ones whose minutes they may read. */
export const useMemberAssemblies = () =>
  useQuery(
    queryOptions({
      queryKey: assemblyKeys.memberList(),
      queryFn: ({ signal }) => api.get('/api/assemblies', { schema: ZAssemblyListResponseSchema, signal }),
    }),
  );

/** GET /api/assemblies/{id}: read again every few seconds during the session, so that a vote opened by the chair appears. */
export const useMemberAssembly = (id: number) =>
  useQuery({
    ...queryOptions({
      queryKey: assemblyKeys.memberAssembly(id),
      queryFn: ({ signal }): Promise<TMemberAssembly> => api.get(`/api/assemblies/${id}`, { schema: ZMemberAssemblySchema, signal }),
    }),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.state === 'open' ? ASSEMBLY_SETTINGS.SESSION_REFRESH_MS : false),
  });

/** GET /api/assemblies/{id}/voters: whom a voter may give their proxy to. */
export const useVoterNames = (id: number, isEnabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: assemblyKeys.voterNames(id),
      queryFn: ({ signal }) => api.get(`/api/assemblies/${id}/voters`, { schema: ZAssemblyVoterNamesResponseSchema, signal }),
    }),
    enabled: isEnabled,
    staleTime: 60_000,
  });

/** A voter's write: the assembly is read again afterwards (answers, proxies and votes cast change). */
function useVoterWrite<TVariables, TAnswer>(id: number, write: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assemblyKeys.memberAssembly(id) }),
  });
}

/** PUT /api/assemblies/{id}/answer: present, absent, or a proxy to another voter. */
export const useAnswerConvocation = (id: number) =>
  useVoterWrite(id, (request: TAssemblyAnswerInput) => api.put(`/api/assemblies/${id}/answer`, request, { schema: ZMessageSchema }));

/** POST /api/assemblies/{id}/proxies/{voterId}/accept or …/decline. */
export const useAnswerProxyRequest = (id: number) =>
  useVoterWrite(id, ({ voterId, isAccepted }: { voterId: number; isAccepted: boolean }) =>
    api.post(`/api/assemblies/${id}/proxies/${voterId}/${isAccepted ? 'accept' : 'decline'}`, {}, { schema: ZMessageSchema }),
  );

/** POST /api/assemblies/{id}/resolutions/{resolutionId}/vote: the receipt code comes back once. */
export const useCastVote = (id: number) =>
  useVoterWrite(id, ({ resolutionId, ...request }: TVoteInput & { resolutionId: number }) =>
    api.post(`/api/assemblies/${id}/resolutions/${resolutionId}/vote`, request, { schema: ZVoteResponseSchema }),
  );

/** POST /api/assemblies/{id}/receipt-check: whether a ballot with that code is counted. */
export const useCheckReceipt = (id: number) =>
  useMutation({
    mutationFn: (receiptCode: string) =>
      api.post(`/api/assemblies/${id}/receipt-check`, { receipt_code: receiptCode }, { schema: ZReceiptCheckResponseSchema }),
  });

/** GET /api/assemblies/{id}/minutes.pdf: a closed assembly's minutes. */
export const downloadMinutes = (id: number): Promise<Blob> => api.get(`/api/assemblies/${id}/minutes.pdf`, { responseType: 'blob' });
