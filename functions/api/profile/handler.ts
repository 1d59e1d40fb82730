// Profile capability: the business profile and documents of a subscriber. Every route is paid, and every subscriber
// id is checked against the caller by the service (an id the caller does not own answers 404, as a missing one does).
import {
  businessProfileFieldsSchema,
  confirmDocumentSchema,
  confirmLogoSchema,
  documentParamsSchema,
  startFileUploadSchema,
  subscriberParamsSchema,
} from '../../../shared/contracts/business-profile';
import { requireCaller as owner } from '../../lib/http/auth';
import { contentDisposition } from '../../lib/uploads/objects';
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import {
  accountSubscriber,
  confirmDocument,
  confirmLogo,
  deleteDocument,
  documentLink,
  getSubscriberProfile,
  insightPreview,
  profileReadAhead,
  listDocuments,
  readLogo,
  removeLogo,
  saveBusinessProfile,
  startFileUpload,
} from '../../lib/services/business-profile';

/**
 * Headers for an uploaded image: its checked type, never sniffed; a download when opened directly; and a sandbox, so
 * script inside an SVG does not run even if the response is opened as a page.
 */
export function imageHeaders(contentType: string, fileName: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': contentDisposition('attachment', fileName),
    'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=300',
  };
}

export const handler = capabilityHandler('profile', {
  'GET /api/business-profile': defineRoute({
    // The linked subscription comes with the payment check's read (checked against the user item when used).
    readAhead: ({ caller, subscriberHint }) => profileReadAhead(caller.sub, subscriberHint),
    handle: async ({ caller, user, prefetched }) => ({
      body: await accountSubscriber(owner(caller), new Date(), user, prefetched),
    }),
  }),
  'GET /api/subscribers/{id}': defineRoute({
    params: subscriberParamsSchema,
    handle: async ({ params, caller }) => ({ body: await getSubscriberProfile(owner(caller), params.id) }),
  }),
  'PATCH /api/subscribers/{id}/business-profile': defineRoute({
    params: subscriberParamsSchema,
    body: businessProfileFieldsSchema,
    handle: async ({ params, body, caller }) => ({
      body: await saveBusinessProfile(owner(caller), params.id, body),
    }),
  }),
  'GET /api/subscribers/{id}/insight-preview': defineRoute({
    params: subscriberParamsSchema,
    handle: async ({ params, caller }) => ({ body: await insightPreview(owner(caller), params.id) }),
  }),
  'GET /api/subscribers/{id}/documents': defineRoute({
    params: subscriberParamsSchema,
    handle: async ({ params, caller }) => ({
      body: { documents: await listDocuments(owner(caller), params.id) },
    }),
  }),
  'POST /api/subscribers/{id}/documents/upload': defineRoute({
    params: subscriberParamsSchema,
    body: startFileUploadSchema('document'),
    handle: async ({ params, body, caller }) => ({
      status: 201,
      body: await startFileUpload(owner(caller), params.id, 'document', body),
    }),
  }),
  'POST /api/subscribers/{id}/documents': defineRoute({
    params: subscriberParamsSchema,
    body: confirmDocumentSchema,
    handle: async ({ params, body, caller }) => ({
      status: 201,
      body: await confirmDocument(owner(caller), params.id, body),
    }),
  }),
  'GET /api/subscribers/{id}/documents/{documentId}/file': defineRoute({
    params: documentParamsSchema,
    handle: async ({ params, caller }) => ({
      body: await documentLink(owner(caller), params.id, params.documentId),
    }),
  }),
  'POST /api/subscribers/{id}/logo/upload': defineRoute({
    params: subscriberParamsSchema,
    body: startFileUploadSchema('logo'),
    handle: async ({ params, body, caller }) => ({
      status: 201,
      body: await startFileUpload(owner(caller), params.id, 'logo', body),
    }),
  }),
  'POST /api/subscribers/{id}/logo': defineRoute({
    params: subscriberParamsSchema,
    body: confirmLogoSchema,
    handle: async ({ params, body, caller }) => ({
      body: await confirmLogo(owner(caller), params.id, body),
    }),
  }),
  'GET /api/subscribers/{id}/logo': defineRoute({
    params: subscriberParamsSchema,
    handle: async ({ params, caller }) => {
      const logo = await readLogo(owner(caller), params.id);
      return { bytes: logo.bytes, headers: imageHeaders(logo.contentType, logo.fileName) };
    },
  }),
  'DELETE /api/subscribers/{id}/logo': defineRoute({
    params: subscriberParamsSchema,
    handle: async ({ params, caller }) => {
      await removeLogo(owner(caller), params.id);
      return { status: 204 };
    },
  }),
  'DELETE /api/subscribers/{id}/documents/{documentId}': defineRoute({
    params: documentParamsSchema,
    handle: async ({ params, caller }) => {
      await deleteDocument(owner(caller), params.id, params.documentId);
      return { status: 204 };
    },
  }),
});
