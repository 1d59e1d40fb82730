// The subscriber's documents: GET the list; upload (POST .../documents/upload for a presigned POST, the file sent
// straight to storage, then POST .../documents to keep it once its bytes are checked); a short-lived link to open one;
// DELETE one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDocumentListSchema,
  businessDocumentSchema,
  DOCUMENT_SIZE_MESSAGE,
  fileLinkSchema,
  fileUploadTicketSchema,
  type BusinessDocument,
  type FileLink,
} from '@shared/contracts/business-profile';
import { apiJson, apiRequest } from '@/lib/api';
import { sendToStorage } from '@/lib/storage-upload';
import { profileKeys } from './keys';

const base = (id: string) => `/api/subscribers/${encodeURIComponent(id)}/documents`;

export function useDocuments(subscriberId: string) {
  return useQuery({
    queryKey: profileKeys.documents(subscriberId),
    queryFn: async () => (await apiJson(base(subscriberId), businessDocumentListSchema)).documents,
  });
}

export async function uploadDocument({
  subscriberId,
  file,
  description,
}: {
  subscriberId: string;
  file: File;
  description: string;
}): Promise<BusinessDocument> {
  const ticket = await apiJson(`${base(subscriberId)}/upload`, fileUploadTicketSchema, {
    method: 'POST',
    body: { fileName: file.name, size: file.size, contentType: file.type || 'application/octet-stream' },
  });
  await sendToStorage(ticket, file, DOCUMENT_SIZE_MESSAGE);
  return apiJson(base(subscriberId), businessDocumentSchema, {
    method: 'POST',
    body: { uploadId: ticket.uploadId, ...(description.trim() ? { description: description.trim() } : {}) },
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_doc, { subscriberId }) =>
      queryClient.invalidateQueries({ queryKey: profileKeys.documents(subscriberId) }),
  });
}

export function documentLink({
  subscriberId,
  documentId,
}: {
  subscriberId: string;
  documentId: string;
}): Promise<FileLink> {
  return apiJson(`${base(subscriberId)}/${encodeURIComponent(documentId)}/file`, fileLinkSchema);
}

export async function deleteDocument({
  subscriberId,
  documentId,
}: {
  subscriberId: string;
  documentId: string;
}): Promise<void> {
  await apiRequest(`${base(subscriberId)}/${encodeURIComponent(documentId)}`, { method: 'DELETE' });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_r, { subscriberId, documentId }) => {
      queryClient.setQueryData<BusinessDocument[]>(profileKeys.documents(subscriberId), (list) =>
        list?.filter((d) => d.id !== documentId),
      );
      return queryClient.invalidateQueries({ queryKey: profileKeys.documents(subscriberId) });
    },
  });
}
