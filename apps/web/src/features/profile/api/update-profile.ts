import { useMutation } from '@tanstack/react-query';
import { ZCurrentUserSchema, type TUpdateProfileRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { useAuth } from '#lib/auth';

/** PUT /api/users/me: name, e-mail and photo. */
export function updateProfile(request: TUpdateProfileRequest) {
  return api.put('/api/users/me', request, { schema: ZCurrentUserSchema });
}

export function useUpdateProfile() {
  const { updateCurrentUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: updateCurrentUser });
}
