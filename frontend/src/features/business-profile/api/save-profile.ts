// PATCH /api/subscribers/{id}/business-profile: the server saves the profile and answers it; the page then shows
// what the server has.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  subscriberProfileSchema,
  type BusinessProfileForm,
  type SubscriberProfile,
} from '@shared/contracts/business-profile';
import { apiJson } from '@/lib/api';
import { rememberProfile } from './get-profile';
import { profileKeys } from './keys';

export function saveProfile({
  id,
  data,
}: {
  id: string;
  data: BusinessProfileForm;
}): Promise<SubscriberProfile> {
  return apiJson(`/api/subscribers/${encodeURIComponent(id)}/business-profile`, subscriberProfileSchema, {
    method: 'PATCH',
    body: data,
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async (profile) => {
      rememberProfile(profile);
      queryClient.setQueryData(profileKeys.subscriber(profile.id), profile);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
