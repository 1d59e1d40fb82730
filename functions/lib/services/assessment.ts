// Policy assessment jobs (spec section 2, /policy-assessment). A file goes from the browser straight to the documents
// bucket (a presigned POST: 5 MB, PDF, TXT, DOC or DOCX); the run reads it back, deletes it, converts it with the one
// converter and assesses it, recording each stage on the job so the page shows real progress while the request runs
// (the browser names the job with a random UUID and reads it as it goes). Anyone may assess a file: nothing of a public
// assessment is kept but its result, for an hour. A paid account may also assess its own policies, keeps a history,
// and sees a re-assessed policy's change per requirement.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  PUBLIC_RESULT_HOURS,
  type AssessmentHistory,
  type AssessmentJob,
  type AssessmentResult,
} from '../../../shared/contracts/assessment';
import { ASSESSMENT_MAX_BYTES } from '../../../shared/constants';
import type { FileUploadTicket } from '../../../shared/contracts/business-profile';
import { storedBusinessProfileSchema } from '../../../shared/contracts/business-profile';
import { ddb, tableName } from '../clients';
import { assessmentItemSchema, assessmentKeys, type AssessmentItem } from '../data/entities/assessment';
import { subscriberKeys } from '../data/entities/subscriber';
import { queryAll } from '../data/table';
import { uploadItemSchema, uploadKeys, type UploadItem } from '../data/entities/upload';
import { userKeys } from '../data/entities/user';
import { Conflict, HttpError, NotFound, UnprocessableContent } from '../errors';
import type { Caller } from '../http/auth';
import { logger } from '../logger';
import {
  objectSize,
  purgeStoredFile,
  presignUpload,
  readObject,
  safeContentType,
  UPLOAD_WINDOW_SECONDS,
  uploadObjectKey,
} from '../uploads/objects';
import { clientKey, takeRequest } from './rate-limit';

/** Who asks: an account (its history) or the public (known only by a hash of its address, for the limit). */
export type AssessmentOwner = { kind: 'account'; caller: Caller } | { kind: 'public'; address: string };

export const PUBLIC_HOURLY_LIMIT = 10;
export const ACCOUNT_HOURLY_LIMIT = 30;
/** Upload links a public client may ask for in an hour (a file chosen again, a failed upload tried again). */
export const PUBLIC_UPLOAD_HOURLY_LIMIT = 3 * PUBLIC_HOURLY_LIMIT;
const UPLOAD_RECORD_SECONDS = 60 * 60;
const NOT_FOUND = 'Assessment not found. It may have expired, or belong to another account.';
const UPLOAD_NOT_FOUND = 'This upload was not found or has expired. Choose the file and upload it again.';

/** The partition an owner's uploads live under. */
function uploadOwner(owner: AssessmentOwner): string {
  return owner.kind === 'account' ? owner.caller.sub : `public-${clientKey(owner.address)}`;
}

async function limit(owner: AssessmentOwner, now: Date): Promise<void> {
  if (owner.kind === 'account')
    await takeRequest(
      'assessment',
      owner.caller.sub,
      ACCOUNT_HOURLY_LIMIT,
      `You have run ${ACCOUNT_HOURLY_LIMIT} assessments in the last hour.`,
      now,
    );
  else
    await takeRequest(
      'assessment',
      clientKey(owner.address),
      PUBLIC_HOURLY_LIMIT,
      `You have assessed ${PUBLIC_HOURLY_LIMIT} documents in the last hour.`,
      now,
    );
}

export async function startAssessmentUpload(
  owner: AssessmentOwner,
  input: { fileName: string; size: number; contentType: string },
  now = new Date(),
): Promise<FileUploadTicket> {
  if (owner.kind === 'public')
    await takeRequest(
      'assessment-upload',
      clientKey(owner.address),
      PUBLIC_UPLOAD_HOURLY_LIMIT,
      `You have uploaded ${PUBLIC_UPLOAD_HOURLY_LIMIT} documents in the last hour.`,
      now,
    );
  const userId = uploadOwner(owner);
  const id = ulid();
  const key = uploadObjectKey(userId, id);
  const contentType = safeContentType(input.contentType);
  const item: UploadItem = {
    id,
    userId,
    key,
    fileName: input.fileName,
    size: input.size,
    contentType,
    purpose: 'assessment',
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + UPLOAD_RECORD_SECONDS,
  };
  await ddb().send(
    new PutCommand({ TableName: tableName(), Item: { ...uploadKeys.item(userId, id), ...item } }),
  );
  const { url, fields } = await presignUpload({ key, contentType, maxBytes: ASSESSMENT_MAX_BYTES });
  return {
    uploadId: id,
    url,
    fields,
    expiresAt: new Date(now.getTime() + UPLOAD_WINDOW_SECONDS * 1000).toISOString(),
  };
}

function jobKey(owner: AssessmentOwner, id: string) {
  return owner.kind === 'account' ? assessmentKeys.user(owner.caller.sub, id) : assessmentKeys.public(id);
}

async function update(owner: AssessmentOwner, id: string, fields: Partial<AssessmentItem>): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(fields).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: jobKey(owner, id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** The text to assess from an upload: read once, deleted at once, converted (422 when it cannot be). */
async function textOfUpload(
  owner: AssessmentOwner,
  uploadId: string,
): Promise<{ text: string; fileName: string }> {
  const userId = uploadOwner(owner);
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: uploadKeys.item(userId, uploadId), ConsistentRead: true }),
  );
  const upload = res.Item ? uploadItemSchema.parse(res.Item) : null;
  if (!upload || upload.purpose !== 'assessment' || upload.expiresAt * 1000 < Date.now())
    throw new NotFound(UPLOAD_NOT_FOUND);
  const size = await objectSize(upload.key);
  if (size === null)
    throw new UnprocessableContent(
      'The file has not arrived. Upload it again, and wait until the upload finishes.',
    );
  const bytes = size > ASSESSMENT_MAX_BYTES ? null : await readObject(upload.key);
  // Nothing of the file is kept, not even an earlier version: it is gone before it is read for meaning.
  await purgeStoredFile(upload.key);
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: uploadKeys.item(userId, uploadId),
      UpdateExpression: 'SET expiresAt = :now',
      ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
    }),
  );
  if (!bytes) throw new UnprocessableContent('File size must be less than 5MB.');
  const { convertToMarkdown } = await import('../convert');
  const converted = await convertToMarkdown(bytes, upload.fileName);
  return { text: converted.markdown, fileName: upload.fileName };
}

/** The registration categories of the account's business profile, when it has said them. */
export async function registrationCategories(caller: Caller): Promise<number[] | undefined> {
  const user = await ddb().send(new GetCommand({ TableName: tableName(), Key: userKeys.item(caller.sub) }));
  const subscriberId = typeof user.Item?.subscriberId === 'string' ? user.Item.subscriberId : null;
  if (!subscriberId) return undefined;
  const sub = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(subscriberId) }),
  );
  if (sub.Item?.userId !== caller.sub) return undefined;
  const profile = storedBusinessProfileSchema.safeParse(sub.Item.businessProfile ?? {});
  return profile.success && profile.data.registrationCategories?.length
    ? profile.data.registrationCategories
    : undefined;
}

/** Every assessment of the account, newest first (every page). */
export async function accountAssessments(caller: Caller): Promise<AssessmentItem[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${caller.sub}`, ':prefix': assessmentKeys.USER_PREFIX },
  });
  return items
    .map((raw) => assessmentItemSchema.safeParse(raw))
    .flatMap((r) => (r.success ? [r.data] : []))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The same policy's latest assessment before this one, by requirement. */
async function previousOf(
  caller: Caller,
  policyId: string,
  before: string,
): Promise<AssessmentJob['previous']> {
  for (const item of await accountAssessments(caller)) {
    if (item.policyId !== policyId || item.status !== 'done' || !item.result) continue;
    if (item.createdAt >= before) continue;
    return {
      id: item.id,
      createdAt: item.createdAt,
      score: item.result.score,
      sections: item.result.sections.map((s) => ({ id: s.id, title: s.title, score: s.score })),
    };
  }
  return undefined;
}

/**
 * Runs an assessment to the end, recording each stage on the job as it goes, and answers the finished job. A failure
 * is recorded on the job with its message and thrown (a file that cannot be read is a 422).
 */
export async function runAssessment(
  owner: AssessmentOwner,
  input: { jobId: string; uploadId?: string; policyId?: string },
  now = new Date(),
): Promise<AssessmentJob> {
  await limit(owner, now);
  const createdAt = now.toISOString();
  let source: { text: string; fileName: string; policyId?: string; policyVersion?: number } | null = null;
  if (input.policyId) {
    if (owner.kind !== 'account') throw new NotFound('Policy not found.');
    const { getPolicy } = await import('./policies');
    const policy = await getPolicy(owner.caller.sub, input.policyId);
    source = {
      text: policy.content,
      fileName: policy.title,
      policyId: policy.id,
      policyVersion: policy.version,
    };
  }
  const item: AssessmentItem = {
    id: input.jobId,
    status: 'reading',
    done: 0,
    total: 0,
    fileName: source?.fileName ?? 'Your document',
    ...(source?.policyId ? { policyId: source.policyId, policyVersion: source.policyVersion } : {}),
    createdAt,
    ...(owner.kind === 'account'
      ? { userId: owner.caller.sub }
      : {
          ttl: Math.floor(now.getTime() / 1000) + PUBLIC_RESULT_HOURS * 3600,
          expiresAt: new Date(now.getTime() + PUBLIC_RESULT_HOURS * 3600_000).toISOString(),
        }),
  };
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...jobKey(owner, input.jobId), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new Conflict('This assessment has already been started. Reload the page to see it.');
    throw error;
  }

  try {
    if (!source && input.uploadId) {
      source = await textOfUpload(owner, input.uploadId);
      await update(owner, input.jobId, { fileName: source.fileName });
    }
    if (!source) throw new NotFound(UPLOAD_NOT_FOUND);
    const categories = owner.kind === 'account' ? await registrationCategories(owner.caller) : undefined;
    const { getAi } = await import('../ai');
    const text = source.text;
    const result: AssessmentResult = await getAi().assessPolicy(
      { text, fileName: source.fileName, ...(categories ? { registrationCategories: categories } : {}) },
      {
        onProgress: (done, total) => update(owner, input.jobId, { status: 'assessing', done, total }),
      },
    );
    await update(owner, input.jobId, { status: 'writing' });
    const previous =
      owner.kind === 'account' && source.policyId
        ? await previousOf(owner.caller, source.policyId, createdAt)
        : undefined;
    await update(owner, input.jobId, {
      status: 'done',
      result,
      ...(previous ? { previous } : {}),
    });
  } catch (error) {
    const message =
      error instanceof HttpError ? error.message : 'The assessment could not be completed. Please try again.';
    if (!(error instanceof HttpError)) logger.error('Assessment failed', { error: error as Error });
    await update(owner, input.jobId, { status: 'failed', error: message });
    throw error;
  }
  return getAssessment(owner, input.jobId, now);
}

function toJob(item: AssessmentItem): AssessmentJob {
  const { userId: _userId, ttl: _ttl, ...job } = item;
  return job;
}

export async function getAssessment(
  owner: AssessmentOwner,
  id: string,
  now = new Date(),
): Promise<AssessmentJob> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: jobKey(owner, id), ConsistentRead: true }),
  );
  const item = res.Item ? assessmentItemSchema.safeParse(res.Item) : null;
  // A public result is gone after its hour, even before the table's TTL removes it.
  if (!item?.success || (item.data.ttl !== undefined && item.data.ttl * 1000 < now.getTime()))
    throw new NotFound(NOT_FOUND);
  return toJob(item.data);
}

/** The account's assessments, newest first, without their full results. */
export async function listAssessments(caller: Caller): Promise<AssessmentHistory> {
  const items = await accountAssessments(caller);
  return {
    assessments: items.map((i) => {
      const { result, previous: _previous, ...job } = toJob(i);
      return { ...job, ...(result ? { score: result.score } : {}) };
    }),
  };
}

/** The provider's name for a report: the business profile's name, else the account holder's. */
export async function providerName(caller: Caller): Promise<string | undefined> {
  const user = await ddb().send(new GetCommand({ TableName: tableName(), Key: userKeys.item(caller.sub) }));
  const subscriberId = typeof user.Item?.subscriberId === 'string' ? user.Item.subscriberId : null;
  if (subscriberId) {
    const sub = await ddb().send(
      new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(subscriberId) }),
    );
    const profile = storedBusinessProfileSchema.safeParse(sub.Item?.businessProfile ?? {});
    if (sub.Item?.userId === caller.sub && profile.success && profile.data.businessName)
      return profile.data.businessName;
  }
  const name = [user.Item?.firstName, user.Item?.lastName]
    .filter((x) => typeof x === 'string' && x)
    .join(' ');
  return name || undefined;
}

/** A finished assessment as a PDF report, named after the document. */
export async function assessmentReport(
  owner: AssessmentOwner,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const job = await getAssessment(owner, id);
  if (job.status !== 'done' || !job.result)
    throw new Conflict('The assessment has not finished yet. Download the report once the results show.');
  const { assessmentReportPdf } = await import('../reports/assessment-pdf');
  const name = owner.kind === 'account' ? await providerName(owner.caller) : undefined;
  const bytes = assessmentReportPdf(job, { providerName: name });
  const base = job.fileName.replace(/\.[^.]+$/, '') || 'policy';
  return { bytes, fileName: `Assessment - ${base}.pdf` };
}
