// Upload Policy File (DESIGN.md section 10): the browser sends the file straight to the documents bucket with a
// presigned POST whose policy fixes the key (under the caller's prefix), the content type and the size range; then a
// convert call reads it back, checks its bytes are what its name says, turns it into markdown and creates a draft
// policy in the category, with the original kept beside it (downloadable by a short-lived link) until the policy is
// deleted. A file that cannot be used is deleted and answered with a 422 saying why; nothing large passes through the
// API's request body.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  POLICY_CONTENT_MAX_BYTES,
  POLICY_FILE_MAX_BYTES,
  type Policy,
  type PolicyFileLink,
  type PolicyUploadTicket,
} from '../../../shared/contracts/policies';
import { ddb, tableName } from '../clients';
import { uploadItemSchema, uploadKeys, type UploadItem } from '../data/entities/upload';
import { policyItemSchema, policyKeys } from '../data/entities/policy';
import { NotFound, UnprocessableContent } from '../errors';
import type { Caller } from '../http/auth';
import { createPolicy, getCategory, getPolicy } from '../services/policies';
import {
  copyStoredFile,
  deleteStoredFile,
  objectSize,
  presignUpload,
  readObject,
  safeContentType,
  storedFileLink,
  UPLOAD_WINDOW_SECONDS,
  uploadObjectKey,
} from './objects';

/** An upload that was never converted is forgotten after a day (the bucket's lifecycle removes its object). */
const UPLOAD_RECORD_SECONDS = 24 * 60 * 60;

const UPLOAD_NOT_FOUND = 'This upload was not found or has expired. Choose the file and upload it again.';

/**
 * Where an account's uploads go: the presigned POST allows this one key only. Unconverted uploads expire (the bucket's
 * lifecycle rule on uploads/); a converted file moves beside its policy, under policy-files/.
 */
export const policyFileKey = (userId: string, policyId: string) => `policy-files/${userId}/${policyId}`;

export async function startPolicyUpload(
  caller: Caller,
  input: { categoryId: string; fileName: string; size: number; contentType: string },
  now = new Date(),
): Promise<PolicyUploadTicket> {
  await getCategory(caller.sub, input.categoryId);
  const id = ulid();
  const key = uploadObjectKey(caller.sub, id);
  const contentType = safeContentType(input.contentType);
  const item: UploadItem = {
    id,
    userId: caller.sub,
    key,
    fileName: input.fileName,
    size: input.size,
    contentType,
    purpose: 'policy',
    categoryId: input.categoryId,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + UPLOAD_RECORD_SECONDS,
  };
  await ddb().send(
    new PutCommand({ TableName: tableName(), Item: { ...uploadKeys.item(caller.sub, id), ...item } }),
  );
  const { url, fields } = await presignUpload({ key, contentType, maxBytes: POLICY_FILE_MAX_BYTES });
  return {
    uploadId: id,
    url,
    fields,
    expiresAt: new Date(now.getTime() + UPLOAD_WINDOW_SECONDS * 1000).toISOString(),
  };
}

/** The uploaded file, or null when it has not arrived; a file over the limit is not read (its size says enough). */
async function readUpload(key: string): Promise<Uint8Array | null> {
  const size = await objectSize(key);
  if (size === null) return null;
  if (size > POLICY_FILE_MAX_BYTES) return new Uint8Array(POLICY_FILE_MAX_BYTES + 1);
  return readObject(key);
}

async function forget(upload: UploadItem): Promise<void> {
  await deleteStoredFile(upload.key);
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: uploadKeys.item(upload.userId, upload.id),
      UpdateExpression: 'SET expiresAt = :now',
      ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
    }),
  );
}

/**
 * Converts an uploaded file into a draft policy in the upload's category. Converting the same upload again answers the
 * same policy. A file that is missing, too large, or not what its name says is refused (422) and deleted.
 */
export async function convertPolicyUpload(caller: Caller, uploadId: string): Promise<Policy> {
  const res = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: uploadKeys.item(caller.sub, uploadId),
      ConsistentRead: true,
    }),
  );
  const upload = res.Item ? uploadItemSchema.parse(res.Item) : null;
  // An upload made for something else (a business document) is not a policy file.
  if (!upload || upload.purpose !== 'policy' || !upload.categoryId || upload.expiresAt * 1000 < Date.now())
    throw new NotFound(UPLOAD_NOT_FOUND);
  const categoryId = upload.categoryId;
  if (upload.policyId) return getPolicy(caller.sub, upload.policyId);

  const bytes = await readUpload(upload.key);
  if (!bytes)
    throw new UnprocessableContent(
      'The file has not arrived. Upload it again, and wait until the upload finishes.',
    );
  if (bytes.length > POLICY_FILE_MAX_BYTES) {
    await forget(upload);
    throw new UnprocessableContent(
      'The file is larger than 10 MB. Split it, or save it without images, and try again.',
    );
  }
  const { convertToMarkdown } = await import('../convert');
  let converted;
  try {
    converted = await convertToMarkdown(bytes, upload.fileName);
  } catch (error) {
    if (error instanceof UnprocessableContent) await forget(upload);
    throw error;
  }
  if (new TextEncoder().encode(converted.markdown).length > POLICY_CONTENT_MAX_BYTES) {
    await forget(upload);
    throw new UnprocessableContent(
      `The converted text is longer than one policy can hold (${POLICY_CONTENT_MAX_BYTES / 1024} KB). Split the document into smaller policies and upload them one by one.`,
    );
  }
  // The original moves beside its policy (whose id is the upload's, so a retried conversion finds the policy it
  // already made), out of the uploads/ prefix that expires.
  const sourceKey = policyFileKey(caller.sub, upload.id);
  await copyStoredFile(upload.key, sourceKey, upload.contentType);
  const policy = await createPolicy(
    caller,
    {
      title: converted.title,
      content: converted.markdown,
      categoryId,
      isPublished: false,
    },
    {
      action: 'uploaded',
      id: upload.id,
      source: {
        key: sourceKey,
        fileName: upload.fileName,
        size: bytes.length,
        contentType: upload.contentType,
      },
    },
  ).catch(async (error: unknown) => {
    const existing = await getPolicy(caller.sub, upload.id).catch(() => null);
    if (existing) return existing;
    throw error;
  });
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: uploadKeys.item(caller.sub, upload.id),
      UpdateExpression: 'SET policyId = :policy',
      ExpressionAttributeValues: { ':policy': policy.id },
    }),
  );
  await deleteStoredFile(upload.key);
  return policy;
}

/** A short-lived download link of the file a policy was converted from. */
export async function policyFileLink(
  userId: string,
  policyId: string,
  now = new Date(),
): Promise<PolicyFileLink> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: policyKeys.item(userId, policyId) }),
  );
  const item = res.Item ? policyItemSchema.parse(res.Item) : null;
  if (!item) throw new NotFound('Policy not found. It may have been deleted.');
  if (!item.sourceKey || !item.sourceFile)
    throw new NotFound('This policy was not made from an uploaded file.');
  const link = await storedFileLink(
    item.sourceKey,
    {
      fileName: item.sourceFile.fileName,
      contentType: item.sourceFile.contentType,
      disposition: 'attachment',
    },
    now,
  );
  return { url: link.url, fileName: item.sourceFile.fileName, expiresAt: link.expiresAt };
}
