// The business logo: upload (POST .../logo/upload for a presigned POST, the file sent straight to storage, then
// POST .../logo once its bytes are checked), remove (DELETE .../logo), and the image itself (GET .../logo, read with
// the caller's token), decoded into a PNG to show and the theme of its colours.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fileUploadTicketSchema,
  LOGO_SIZE_MESSAGE,
  subscriberProfileSchema,
  type SubscriberProfile,
} from '@shared/contracts/business-profile';
import { USER_QUERY_KEY } from '@/lib/auth';
import { apiBlob, apiJson, apiRequest } from '@/lib/api';
import { readLogoImage } from '@/lib/logo-image';
import { sendToStorage } from '@/lib/storage-upload';
import { profileKeys } from './keys';

const base = (id: string) => `/api/subscribers/${encodeURIComponent(id)}/logo`;

export async function uploadLogo({
  subscriberId,
  file,
}: {
  subscriberId: string;
  file: File;
}): Promise<SubscriberProfile> {
  const ticket = await apiJson(`${base(subscriberId)}/upload`, fileUploadTicketSchema, {
    method: 'POST',
    body: { fileName: file.name, size: file.size, contentType: file.type || 'application/octet-stream' },
  });
  await sendToStorage(ticket, file, LOGO_SIZE_MESSAGE);
  return apiJson(base(subscriberId), subscriberProfileSchema, {
    method: 'POST',
    body: { uploadId: ticket.uploadId },
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: async () => {
      // The shell reads the account's linked subscriber from the user: a profile opened for the first time links one.
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ subscriberId }: { subscriberId: string }) => {
      await apiRequest(base(subscriberId), { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/** The object URL shown for each subscriber's logo: a new version releases the one before. */
const shown = new Map<string, string>();

async function loadLogo(id: string, signal: AbortSignal) {
  const image = await readLogoImage(await apiBlob(base(id), signal));
  const before = shown.get(id);
  if (before) URL.revokeObjectURL(before);
  shown.set(id, image.url);
  return image;
}

/** The logo of a profile, decoded, with its theme; nothing when the profile has none. */
export function useLogoImage(profile: SubscriberProfile | undefined) {
  const id = profile?.id ?? '';
  const version = profile?.logo?.uploadedAt ?? '';
  const query = useQuery({
    queryKey: profileKeys.logo(id, version),
    queryFn: ({ signal }) => loadLogo(id, signal),
    enabled: Boolean(id && version),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  return query;
}
