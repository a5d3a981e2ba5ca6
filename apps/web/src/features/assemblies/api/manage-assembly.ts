import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAssemblySchema,
  type TAgendaItemRequest,
  type TAssembly,
  type TAssemblyRequest,
  type TCloseAssemblyRequest,
  type TPaperTotalsInput,
  type TResolutionRequest,
} from '@action-plus/contract';
import { api } from '#lib/api-client';
import { assemblyKeys } from './assembly-keys';

/**
 * The managers' writes on an assembly (/api/admin/assemblies…): each answers the whole assembly,
 * which replaces the cached one; the list and the voters' list are read again.
 */
const base = (id: number) => `/api/admin/assemblies/${id}`;
const options = { schema: ZAssemblySchema };

export const assemblyWrites = {
  create: (request: TAssemblyRequest) => api.post('/api/admin/assemblies', request, options),
  update: (id: number, request: TAssemblyRequest) => api.put(base(id), request, options),
  addAgendaItem: (id: number, request: TAgendaItemRequest) => api.post(`${base(id)}/agenda-items`, request, options),
  updateAgendaItem: (id: number, itemId: number, request: TAgendaItemRequest) => api.put(`${base(id)}/agenda-items/${itemId}`, request, options),
  deleteAgendaItem: (id: number, itemId: number) => api.delete(`${base(id)}/agenda-items/${itemId}`, options),
  addResolution: (id: number, request: TResolutionRequest) => api.post(`${base(id)}/resolutions`, request, options),
  updateResolution: (id: number, resolutionId: number, request: TResolutionRequest) => api.put(`${base(id)}/resolutions/${resolutionId}`, request, options),
  deleteResolution: (id: number, resolutionId: number) => api.delete(`${base(id)}/resolutions/${resolutionId}`, options),
  freezeVoters: (id: number) => api.post(`${base(id)}/voters/freeze`, {}, options),
  /** `confirm_late`: the manager confirmed that the statutes permit convening later than their delay. */
  convene: (id: number, confirmLate: boolean) => api.post(`${base(id)}/convene`, { confirm_late: confirmLate }, options),
  openSession: (id: number) => api.post(`${base(id)}/open`, {}, options),
  checkIn: (id: number, voterId: number, isPresent: boolean) => api.put(`${base(id)}/voters/${voterId}/check-in`, { present: isPresent }, options),
  /** `without_quorum`: the quorum is not reached and the statutes allow a second assembly to decide without one. */
  openVote: (id: number, resolutionId: number, withoutQuorum: boolean) =>
    api.post(`${base(id)}/resolutions/${resolutionId}/open`, { without_quorum: withoutQuorum }, options),
  closeVote: (id: number, resolutionId: number) => api.post(`${base(id)}/resolutions/${resolutionId}/close`, {}, options),
  recordPaperTotals: (id: number, resolutionId: number, request: TPaperTotalsInput) =>
    api.put(`${base(id)}/resolutions/${resolutionId}/paper-totals`, request, options),
  close: (id: number, request: TCloseAssemblyRequest) => api.post(`${base(id)}/close`, request, options),
};

/** A write that answers the assembly: the cache takes it as is, and the lists are read again. */
export function useAssemblyWrite<TVariables>(write: (variables: TVariables) => Promise<TAssembly>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (assembly) => {
      queryClient.setQueryData(assemblyKeys.adminAssembly(assembly.id), assembly);
      // Awaited: a check-in box keeps its new state until the list read again says the same.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: assemblyKeys.adminVoters(assembly.id) }),
        queryClient.invalidateQueries({ queryKey: assemblyKeys.adminList() }),
      ]);
    },
  });
}

/** DELETE /api/admin/assemblies/{id} (a draft): 204. */
export function useDeleteAssembly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<unknown> => api.delete(base(id)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: assemblyKeys.adminAssembly(id) });
      return queryClient.invalidateQueries({ queryKey: assemblyKeys.adminList() });
    },
  });
}

/** The attendance sheet to sign and the minutes, as the server draws them. */
export const downloadAssemblyPdf = (id: number, document: 'attendance-sheet' | 'minutes'): Promise<Blob> =>
  api.get(`${base(id)}/${document}.pdf`, { responseType: 'blob' });
