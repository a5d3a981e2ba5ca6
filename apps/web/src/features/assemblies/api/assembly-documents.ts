import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAssemblyDocumentListResponseSchema,
  ZAssemblyDocumentSchema,
  type TAssemblyDocument,
  type TAssemblyDocumentListResponse,
} from '@action-plus/contract';
import { api } from '#lib/api-client';
import { assemblyKeys } from './assembly-keys';

/** GET /api/admin/assemblies/{id}/documents (a manager, a draft's too) or GET /api/assemblies/{id}/documents (a voter). */
export const useAssemblyDocuments = (id: number, side: 'admin' | 'member', isEnabled = true) =>
  useQuery({
    ...queryOptions({
      queryKey: side === 'admin' ? assemblyKeys.adminDocuments(id) : assemblyKeys.memberDocuments(id),
      queryFn: ({ signal }): Promise<TAssemblyDocumentListResponse> =>
        api.get(side === 'admin' ? `/api/admin/assemblies/${id}/documents` : `/api/assemblies/${id}/documents`, {
          schema: ZAssemblyDocumentListResponseSchema,
          signal,
        }),
    }),
    enabled: isEnabled && id > 0,
  });

/** A write on the documents: the managers' list is read again. */
function useDocumentsWrite<TVariables>(id: number, write: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: assemblyKeys.adminDocuments(id) }) });
}

/** POST /api/admin/assemblies/{id}/documents, multipart: a title and one PDF. */
export const useUploadDocument = (id: number) =>
  useDocumentsWrite(id, ({ title, file }: { title: string; file: File }): Promise<TAssemblyDocument> => {
    const body = new FormData();
    body.append('title', title);
    body.append('file', file);
    return api.post(`/api/admin/assemblies/${id}/documents`, body, { schema: ZAssemblyDocumentSchema });
  });

/** POST /api/admin/assemblies/{id}/documents/treasury-accounts: the treasury's accounts of a year, drawn as a PDF and attached. */
export const useAttachTreasuryAccounts = (id: number) =>
  useDocumentsWrite(id, (year: number): Promise<TAssemblyDocument> =>
    api.post(`/api/admin/assemblies/${id}/documents/treasury-accounts`, { year }, { schema: ZAssemblyDocumentSchema }),
  );

/** PUT /api/admin/assemblies/{id}/documents/{documentId}: a new title, or a new place among the documents (from 0). */
export const useUpdateDocument = (id: number) =>
  useDocumentsWrite(id, ({ documentId, title, position }: { documentId: number; title: string; position: number | null }) =>
    api.put(`/api/admin/assemblies/${id}/documents/${documentId}`, { title, position }, { schema: ZAssemblyDocumentListResponseSchema }),
  );

/** DELETE /api/admin/assemblies/{id}/documents/{documentId}. */
export const useRemoveDocument = (id: number) =>
  useDocumentsWrite(id, (documentId: number) =>
    api.delete(`/api/admin/assemblies/${id}/documents/${documentId}`, { schema: ZAssemblyDocumentListResponseSchema }),
  );

/** A document's PDF, at the address the API gives it (a session is needed). */
export const downloadDocument = (document: TAssemblyDocument): Promise<Blob> => api.get(document.url, { responseType: 'blob' });
