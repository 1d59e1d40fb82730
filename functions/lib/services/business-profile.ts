// Business profiles and documents (spec sections 2, 3 and 7). A profile belongs to a subscriber, and a signed-in
// account owns the subscriber linked to it: every call with a subscriber id checks that the caller owns it (or is an
// admin) and answers "not found" otherwise, exactly as for an id that does not exist. Files go from the browser to the
// documents bucket through a presigned POST; a confirm call checks the first bytes against the name before a record
// is written, and a file that is not what it says is deleted.
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  fileLimits,
  storedBusinessProfileSchema,
  type BusinessDocument,
  type BusinessProfileFields,
  type FileKind,
  type FileUploadTicket,
  type InsightPreview,
  type SubscriberProfile,
} from '../../../shared/contracts/business-profile';
import { ddb, tableName } from '../clients';
import {
  businessDocumentItemSchema,
  businessDocumentKeys,
  documentObjectKey,
  logoObjectKey,
  type BusinessDocumentItem,
} from '../data/entities/business-document';
import { subscriberItemSchema, subscriberKeys, type SubscriberItem } from '../data/entities/subscriber';
import type { ItemKey, PrefetchedItems } from '../data/table';
import { uploadItemSchema, uploadKeys, type UploadItem } from '../data/entities/upload';
import { userKeys } from '../data/entities/user';
import { BadRequest, NotFound, UnprocessableContent } from '../errors';
import type { Caller } from '../http/auth';
import { CONTENT_TYPE, claimedKind, contentTypeFits, kindMismatch } from '../uploads/file-kind';
import {
  copyStoredFile,
  deleteStoredFile,
  objectSize,
  presignUpload,
  readObject,
  readObjectStart,
  storedFileLink,
  UPLOAD_WINDOW_SECONDS,
  uploadObjectKey,
} from '../uploads/objects';
import { getSubscriber } from './subscribers';
import { ensureUser } from './users';
import { mayKeep, onViewChanged, viewChanged, viewStamp } from './view-stamp';
import { RecentMap } from '../recent-map';
import type { UserItem } from '../data/entities/user';

const PROFILE_NOT_FOUND = 'Business profile not found. It may belong to another account.';
const DOCUMENT_NOT_FOUND = 'Document not found. It may have been deleted.';
const UPLOAD_NOT_FOUND = 'This upload was not found or has expired. Choose the file and upload it again.';
/** An upload that was never confirmed is forgotten after a day (the bucket's lifecycle removes its object). */
const UPLOAD_RECORD_SECONDS = 24 * 60 * 60;

const isAdmin = (caller: Caller) => caller.groups.includes('admin');

/** The subscriber with this id if the caller owns it (or is an admin); "not found" for anyone else. */
export async function ownedSubscriber(caller: Caller, id: string): Promise<SubscriberItem> {
  const subscriber = await getSubscriber(id);
  if (!subscriber || (subscriber.userId !== caller.sub && !isAdmin(caller)))
    throw new NotFound(PROFILE_NOT_FOUND);
  return subscriber;
}

function toProfile(subscriber: SubscriberItem): SubscriberProfile {
  const profile = subscriber.businessProfile
    ? storedBusinessProfileSchema.parse(subscriber.businessProfile)
    : undefined;
  const logo = subscriber.logo
    ? {
        fileName: subscriber.logo.fileName,
        contentType: subscriber.logo.contentType,
        uploadedAt: subscriber.logo.uploadedAt,
      }
    : null;
  return {
    id: subscriber.id,
    email: subscriber.email,
    businessProfile: profile && Object.keys(profile).length ? profile : null,
    logo,
    updatedAt: subscriber.profileUpdatedAt ?? subscriber.updatedAt,
  };
}

/**
 * The account's own profile as last read, by account: kept under the account's view stamp (view-stamp.ts), which every
 * change to the profile or the logo renews. Its `updatedAt` is the profile's, which no other write to the subscriber
 * (alert preferences, unsubscribes) changes.
 */
const profiles = new RecentMap<string, { subscriberId: string; stamp: string; profile: SubscriberProfile }>(
  500,
);
onViewChanged((userId) => profiles.delete(userId));

/**
 * What GET /api/business-profile reads with the payment check: the account's subscription by the link last seen,
 * unless its profile is kept here (then only the user item, whose stamp says whether it is current).
 */
export function profileReadAhead(userId: string, subscriberHint: string | null): ItemKey[] {
  if (!subscriberHint || profiles.get(userId)?.subscriberId === subscriberHint) return [];
  return [subscriberKeys.item(subscriberHint)];
}

/**
 * The caller's own subscriber: the one linked to the account, else the subscription made with the account's email
 * (linked now), else a new one made from the account's email with every channel off (it holds the profile; alerts
 * need their own consent on the landing page).
 */
export async function accountSubscriber(
  caller: Caller,
  now = new Date(),
  /** The caller's user record when the caller has read it already (the payment check). */
  known?: UserItem,
  /** Items read ahead with it: the linked subscription's, when its key was known. */
  prefetched?: PrefetchedItems,
): Promise<SubscriberProfile> {
  const user = known && known.id === caller.sub ? known : await ensureUser(caller, now);
  if (user.subscriberId) {
    // The user item was read in this request: its view stamp says whether the profile kept here is current.
    const stamp = viewStamp(user);
    const kept = profiles.get(user.id);
    if (kept && kept.subscriberId === user.subscriberId && kept.stamp === stamp) return kept.profile;
    const ahead = prefetched?.get(subscriberKeys.item(user.subscriberId));
    const linked =
      ahead === undefined
        ? await getSubscriber(user.subscriberId)
        : ahead && subscriberItemSchema.parse(ahead);
    if (linked && linked.userId === user.id) {
      const profile = toProfile(linked);
      if (mayKeep(stamp, ahead === undefined ? undefined : prefetched?.readAt))
        profiles.set(user.id, { subscriberId: user.subscriberId, stamp, profile });
      return profile;
    }
  }

  const at = now.toISOString();
  let id: string | null = null;
  if (user.email) {
    const lookup = await ddb().send(
      new GetCommand({
        TableName: tableName(),
        Key: subscriberKeys.emailLookup(user.email),
        ConsistentRead: true,
      }),
    );
    id = typeof lookup.Item?.subscriberId === 'string' ? lookup.Item.subscriberId : null;
    if (!id) {
      id = randomUUID();
      try {
        await ddb().send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...subscriberKeys.emailLookup(user.email), subscriberId: id, createdAt: at },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const again = await ddb().send(
          new GetCommand({
            TableName: tableName(),
            Key: subscriberKeys.emailLookup(user.email),
            ConsistentRead: true,
          }),
        );
        id = typeof again.Item?.subscriberId === 'string' ? again.Item.subscriberId : id;
      }
    }
  } else {
    id = randomUUID();
  }
  // Create the subscriber if it is new (channels off), and link it to the account unless another account has it.
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(id),
        UpdateExpression: [
          'SET id = :id, userId = :uid, updatedAt = :at, createdAt = if_not_exists(createdAt, :at)',
          'email = if_not_exists(email, :email), phone = if_not_exists(phone, :null)',
          'emailEnabled = if_not_exists(emailEnabled, :false), smsEnabled = if_not_exists(smsEnabled, :false)',
          'firstName = if_not_exists(firstName, :first), lastName = if_not_exists(lastName, :last)',
          '#status = if_not_exists(#status, :active), consent = if_not_exists(consent, :false)',
          'consentedAt = if_not_exists(consentedAt, :at), consentLog = if_not_exists(consentLog, :empty)',
          'gsi1pk = :gsi1pk, gsi1sk = if_not_exists(gsi1sk, :gsi1sk)',
        ].join(', '),
        ConditionExpression: 'attribute_not_exists(userId) OR userId = :uid',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':id': id,
          ':uid': user.id,
          ':at': at,
          ':email': user.email,
          ':null': null,
          ':false': false,
          ':first': user.firstName,
          ':last': user.lastName,
          ':active': 'active',
          ':empty': [],
          ':gsi1pk': subscriberKeys.listing(id, at).gsi1pk,
          ':gsi1sk': subscriberKeys.listing(id, at).gsi1sk,
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    throw new NotFound('The subscription for your email address belongs to another account.');
  }
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKeys.item(user.id),
      UpdateExpression: 'SET subscriberId = :sid, updatedAt = :at',
      ExpressionAttributeValues: { ':sid': id, ':at': at },
    }),
  );
  const subscriber = await getSubscriber(id);
  if (!subscriber) throw new Error('The subscriber was not saved');
  return toProfile(subscriber);
}

export async function getSubscriberProfile(caller: Caller, id: string): Promise<SubscriberProfile> {
  return toProfile(await ownedSubscriber(caller, id));
}

export async function saveBusinessProfile(
  caller: Caller,
  id: string,
  fields: BusinessProfileFields,
  now = new Date(),
): Promise<SubscriberProfile> {
  const subscriber = await ownedSubscriber(caller, id);
  const profile = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: subscriberKeys.item(id),
      UpdateExpression: 'SET businessProfile = :profile, profileUpdatedAt = :at, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':profile': profile, ':at': now.toISOString() },
    }),
  );
  // The account's feed marks updates for other services by this profile: it reads it again.
  if (subscriber.userId) await viewChanged(subscriber.userId);
  return getSubscriberProfile(caller, id);
}

/**
 * What the alerts will say for this profile: the newest policy update's insight, written for the saved profile by the
 * same AI layer the digests use.
 */
export async function insightPreview(caller: Caller, id: string): Promise<InsightPreview> {
  const subscriber = await ownedSubscriber(caller, id);
  const { businessProfileSchema } = await import('../ai/schemas');
  const profile = businessProfileSchema.safeParse(subscriber.businessProfile ?? {});
  if (!profile.success) return { unavailable: 'no-profile' };
  const { recentPolicyUpdates } = await import('./feed');
  const [latest] = await recentPolicyUpdates(1);
  if (!latest) return { unavailable: 'no-updates' };
  const { getAi } = await import('../ai');
  const { insight } = await getAi().personaliseUpdate({
    update: {
      title: latest.title,
      summary: latest.summary,
      whatChanged: latest.whatChanged,
      source: latest.source,
      url: latest.url,
      impact: latest.impact,
      tags: latest.tags,
      effectiveDate: latest.effectiveDate,
    },
    profile: profile.data,
  });
  return {
    update: { id: latest.id, title: latest.title, source: latest.source, publishedAt: latest.publishedAt },
    insight,
  };
}

// Files -------------------------------------------------------------------------------------------------------------

export async function startFileUpload(
  caller: Caller,
  subscriberId: string,
  kind: FileKind,
  input: { fileName: string; size: number; contentType: string },
  now = new Date(),
): Promise<FileUploadTicket> {
  await ownedSubscriber(caller, subscriberId);
  const claimed = claimedKind(input.fileName);
  if (!claimed) throw new BadRequest(fileLimits(kind).type);
  if (!contentTypeFits(claimed, input.contentType)) {
    throw new BadRequest(
      `The file is named .${input.fileName.split('.').pop() ?? ''} but the browser says it is ${input.contentType}. Check the file and try again.`,
    );
  }
  const id = ulid();
  const key = uploadObjectKey(caller.sub, id);
  const contentType = CONTENT_TYPE[claimed];
  const item: UploadItem = {
    id,
    userId: caller.sub,
    key,
    fileName: input.fileName,
    size: input.size,
    contentType,
    purpose: kind,
    subscriberId,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + UPLOAD_RECORD_SECONDS,
  };
  await ddb().send(
    new PutCommand({ TableName: tableName(), Item: { ...uploadKeys.item(caller.sub, id), ...item } }),
  );
  const { url, fields } = await presignUpload({ key, contentType, maxBytes: fileLimits(kind).maxBytes });
  return {
    uploadId: id,
    url,
    fields,
    expiresAt: new Date(now.getTime() + UPLOAD_WINDOW_SECONDS * 1000).toISOString(),
  };
}

/** The caller's upload for this subscriber and purpose, or "not found". */
async function ownUpload(
  caller: Caller,
  subscriberId: string,
  kind: FileKind,
  uploadId: string,
): Promise<UploadItem> {
  const res = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: uploadKeys.item(caller.sub, uploadId),
      ConsistentRead: true,
    }),
  );
  const upload = res.Item ? uploadItemSchema.parse(res.Item) : null;
  if (
    !upload ||
    upload.purpose !== kind ||
    upload.subscriberId !== subscriberId ||
    upload.expiresAt * 1000 < Date.now()
  )
    throw new NotFound(UPLOAD_NOT_FOUND);
  return upload;
}

/** Deletes a refused upload's object and answers why it was refused. */
async function refuse(upload: UploadItem, message: string): Promise<never> {
  await deleteStoredFile(upload.key);
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: uploadKeys.item(upload.userId, upload.id),
      UpdateExpression: 'SET expiresAt = :now',
      ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
    }),
  );
  throw new UnprocessableContent(message);
}

/** Checks that the upload arrived whole and is what its name says; a file that is not is deleted (422). */
async function checkArrived(upload: UploadItem, kind: FileKind): Promise<number> {
  const size = await objectSize(upload.key);
  if (size === null)
    throw new UnprocessableContent(
      'The file has not arrived. Upload it again, and wait until the upload finishes.',
    );
  if (size === 0) return refuse(upload, 'The file is empty.');
  if (size > fileLimits(kind).maxBytes) return refuse(upload, fileLimits(kind).size);
  const start = await readObjectStart(upload.key);
  const mismatch = kindMismatch(upload.fileName, start ?? new Uint8Array());
  if (mismatch) return refuse(upload, mismatch);
  return size;
}

function toDocument(item: BusinessDocumentItem): BusinessDocument {
  const { id, name, description, size, contentType, uploadedAt } = item;
  return { id, name, ...(description ? { description } : {}), size, contentType, uploadedAt };
}

/** Keeps a checked upload as a business document. Confirming the same upload again answers the same document. */
export async function confirmDocument(
  caller: Caller,
  subscriberId: string,
  input: { uploadId: string; description?: string },
  now = new Date(),
): Promise<BusinessDocument> {
  await ownedSubscriber(caller, subscriberId);
  const upload = await ownUpload(caller, subscriberId, 'document', input.uploadId);
  if (upload.documentId) return getDocument(caller, subscriberId, upload.documentId);
  const size = await checkArrived(upload, 'document');
  const key = documentObjectKey(subscriberId, upload.id);
  await copyStoredFile(upload.key, key, upload.contentType);
  const item: BusinessDocumentItem = {
    id: upload.id,
    subscriberId,
    name: upload.fileName,
    ...(input.description ? { description: input.description } : {}),
    size,
    contentType: upload.contentType,
    key,
    uploadedAt: now.toISOString(),
  };
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...businessDocumentKeys.item(subscriberId, item.id), ...item },
    }),
  );
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: uploadKeys.item(caller.sub, upload.id),
      UpdateExpression: 'SET documentId = :doc',
      ExpressionAttributeValues: { ':doc': item.id },
    }),
  );
  await deleteStoredFile(upload.key);
  return toDocument(item);
}

async function documentItem(subscriberId: string, documentId: string): Promise<BusinessDocumentItem> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: businessDocumentKeys.item(subscriberId, documentId) }),
  );
  if (!res.Item) throw new NotFound(DOCUMENT_NOT_FOUND);
  return businessDocumentItemSchema.parse(res.Item);
}

export async function getDocument(
  caller: Caller,
  subscriberId: string,
  documentId: string,
): Promise<BusinessDocument> {
  await ownedSubscriber(caller, subscriberId);
  return toDocument(await documentItem(subscriberId, documentId));
}

export async function listDocuments(caller: Caller, subscriberId: string): Promise<BusinessDocument[]> {
  await ownedSubscriber(caller, subscriberId);
  const res = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': businessDocumentKeys.item(subscriberId, '').pk,
        ':prefix': businessDocumentKeys.PREFIX,
      },
      // ulid ids: newest first.
      ScanIndexForward: false,
    }),
  );
  return (res.Items ?? []).map((i) => toDocument(businessDocumentItemSchema.parse(i)));
}

/** A link that opens the document for a few minutes, named as it was uploaded. */
export async function documentLink(
  caller: Caller,
  subscriberId: string,
  documentId: string,
  now = new Date(),
): Promise<{ url: string; expiresAt: string }> {
  await ownedSubscriber(caller, subscriberId);
  const item = await documentItem(subscriberId, documentId);
  // PDFs and images open in the browser's viewer; Word documents download.
  const inline = /^(application\/pdf|image\/(jpeg|png))$/.test(item.contentType);
  return storedFileLink(
    item.key,
    { fileName: item.name, contentType: item.contentType, disposition: inline ? 'inline' : 'attachment' },
    now,
  );
}

export async function deleteDocument(
  caller: Caller,
  subscriberId: string,
  documentId: string,
): Promise<void> {
  await ownedSubscriber(caller, subscriberId);
  const item = await documentItem(subscriberId, documentId);
  await deleteStoredFile(item.key);
  await ddb().send(
    new DeleteCommand({ TableName: tableName(), Key: businessDocumentKeys.item(subscriberId, documentId) }),
  );
}

// The logo -----------------------------------------------------------------------------------------------------------

/**
 * Keeps a checked upload as the subscriber's logo (replacing the one before, whose file is deleted). The file is read
 * back through the API only (readLogo), never through a storage link, so an SVG is always served with headers that
 * keep any script inside it from running.
 */
export async function confirmLogo(
  caller: Caller,
  subscriberId: string,
  input: { uploadId: string },
  now = new Date(),
): Promise<SubscriberProfile> {
  const subscriber = await ownedSubscriber(caller, subscriberId);
  const upload = await ownUpload(caller, subscriberId, 'logo', input.uploadId);
  const key = logoObjectKey(subscriberId, upload.id);
  if (subscriber.logo?.key === key) return toProfile(subscriber);
  await checkArrived(upload, 'logo');
  await copyStoredFile(upload.key, key, upload.contentType);
  const logo = {
    key,
    contentType: upload.contentType,
    fileName: upload.fileName,
    uploadedAt: now.toISOString(),
  };
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: subscriberKeys.item(subscriberId),
      UpdateExpression: 'SET logo = :logo, profileUpdatedAt = :at, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':logo': logo, ':at': logo.uploadedAt },
    }),
  );
  if (subscriber.userId) await viewChanged(subscriber.userId);
  await deleteStoredFile(upload.key);
  if (subscriber.logo && subscriber.logo.key !== key) await deleteStoredFile(subscriber.logo.key);
  return getSubscriberProfile(caller, subscriberId);
}

export async function removeLogo(caller: Caller, subscriberId: string, now = new Date()): Promise<void> {
  const subscriber = await ownedSubscriber(caller, subscriberId);
  if (!subscriber.logo) return;
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: subscriberKeys.item(subscriberId),
      UpdateExpression: 'REMOVE logo SET profileUpdatedAt = :at, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': now.toISOString() },
    }),
  );
  if (subscriber.userId) await viewChanged(subscriber.userId);
  await deleteStoredFile(subscriber.logo.key);
}

export interface LogoFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

export async function readLogo(caller: Caller, subscriberId: string): Promise<LogoFile> {
  const subscriber = await ownedSubscriber(caller, subscriberId);
  const bytes = subscriber.logo ? await readObject(subscriber.logo.key) : null;
  if (!subscriber.logo || !bytes) throw new NotFound('No logo has been uploaded.');
  return { bytes, contentType: subscriber.logo.contentType, fileName: subscriber.logo.fileName };
}
