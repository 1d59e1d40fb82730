// Upload Policy File: POST /api/policies/upload for a presigned POST, the file sent straight to storage with it, then
// POST /api/policies/upload/{uploadId}/convert, which turns the file into a draft policy in the category.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policySchema, policyUploadTicketSchema, type Policy } from '@shared/contracts/policies';
import { ApiError, apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export type UploadStage = 'uploading' | 'converting';

export const SEND_FAILED_MESSAGE = 'The file could not be sent. Check your connection and try again.';

export async function uploadPolicyFile({
  categoryId,
  file,
  onStage,
}: {
  categoryId: string;
  file: File;
  onStage?: (stage: UploadStage) => void;
}): Promise<Policy> {
  onStage?.('uploading');
  const ticket = await apiJson('/api/policies/upload', policyUploadTicketSchema, {
    method: 'POST',
    body: {
      categoryId,
      fileName: file.name,
      size: file.size,
      contentType: file.type || 'application/octet-stream',
    },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file, file.name);
  let sent: Response;
  try {
    sent = await fetch(ticket.url.endsWith('/') ? ticket.url : `${ticket.url}/`, {
      method: 'POST',
      body: form,
    });
  } catch {
    throw new ApiError(0, SEND_FAILED_MESSAGE, undefined, undefined, null);
  }
  if (!sent.ok) {
    // Storage refuses a file the presigned policy does not allow (too large, or the link expired).
    const text = await sent.text().catch(() => '');
    const tooLarge = /EntityTooLarge/i.test(text);
    const message = tooLarge ? 'The file is larger than 10 MB.' : SEND_FAILED_MESSAGE;
    throw new ApiError(sent.status, message, message, undefined, text);
  }
  onStage?.('converting');
  return apiJson(`/api/policies/upload/${encodeURIComponent(ticket.uploadId)}/convert`, policySchema, {
    method: 'POST',
  });
}

export function useUploadPolicyFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPolicyFile,
    onSuccess: async (policy) => {
      queryClient.setQueryData(policyKeys.policy(policy.id), policy);
      await queryClient.invalidateQueries({ queryKey: policyKeys.list(policy.categoryId) });
      await queryClient.invalidateQueries({ queryKey: policyKeys.recent() });
      await queryClient.invalidateQueries({ queryKey: policyKeys.library() });
    },
  });
}
