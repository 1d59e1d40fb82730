// Upload Policy File: POST /api/policies/upload for a presigned POST, the file sent straight to storage with it, then
// POST /api/policies/upload/{uploadId}/convert, which turns the file into a draft policy in the category.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policySchema, policyUploadTicketSchema, type Policy } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { sendToStorage } from '@/lib/storage-upload';
import { policyKeys } from './keys';

export type UploadStage = 'uploading' | 'converting';

export { SEND_FAILED_MESSAGE } from '@/lib/storage-upload';

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
  await sendToStorage(ticket, file, 'The file is larger than 10 MB.');
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
