import { useMutation } from '@tanstack/react-query';
import { ZMessageSchema, type TMessage } from '@action-plus/contract';
import { api } from '#lib/api-client';

export interface RequestPhotoRemovalInput {
  photoId: number;
  /** What the member adds for the association; may be empty. */
  reason: string;
}

/** POST /api/photos/{photoId}/removal-request (a signed-in member): reaches the admins' contact inbox. */
export function requestPhotoRemoval({ photoId, reason }: RequestPhotoRemovalInput): Promise<TMessage> {
  return api.post(`/api/photos/${photoId}/removal-request`, { reason }, { schema: ZMessageSchema });
}

export function useRequestPhotoRemoval() {
  return useMutation({ mutationFn: requestPhotoRemoval });
}
