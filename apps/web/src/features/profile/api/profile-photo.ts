import type { User, UserResponse } from '@codeconquer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

export function uploadPhoto(userId: string, file: File): Promise<User> {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<UserResponse>(`/users/${encodeURIComponent(userId)}/upload-photo`, {
    method: 'POST',
    body: form,
    fallbackError: 'Upload failed',
  }).then((response) => response.user);
}

export function removePhoto(userId: string): Promise<User> {
  return apiRequest<UserResponse>(`/users/${encodeURIComponent(userId)}/photo`, {
    method: 'DELETE',
    fallbackError: 'Remove failed',
  }).then((response) => response.user);
}

export function usePhotoMutations(onSaved: (user: User) => void) {
  const queryClient = useQueryClient();
  const onSuccess = (user: User) => {
    queryClient.setQueryData(profileQueryKey(user.username), user);
    onSaved(user);
  };
  return {
    upload: useMutation({
      mutationFn: ({ userId, file }: { userId: string; file: File }) => uploadPhoto(userId, file),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (userId: string) => removePhoto(userId), onSuccess }),
  };
}
