// Where an account's search index lives and how it stays current: JSON in the documents bucket
// (indexes/<userId>/policy-library.json), kept in memory between calls of a warm Lambda, and updated policy by policy
// when one is saved or deleted. Every change bumps the account's library rev (after the policy item is written); an
// index whose rev is not the library's is rebuilt from the policies themselves, so a lost or raced update can only
// cost a rebuild, never a wrong answer from an outdated policy.
import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../clients';
import { documentsBucket, s3 } from '../s3-client';
import { libraryItemSchema, libraryKeys } from '../data/entities/library';
import { policyItemSchema } from '../data/entities/policy';
import { queryAll } from '../data/table';
import { logger } from '../logger';
import type { PolicyForIndex } from './chunk';
import { LibraryIndex } from './library-index';
import { RecentMap } from '../recent-map';

const cache = new RecentMap<string, LibraryIndex>(25);

function remember(userId: string, index: LibraryIndex): void {
  cache.set(userId, index);
}

/** Forgets every cached index (tests, and the bench's cold runs). */
export function clearIndexCache(): void {
  cache.clear();
}

export const indexObjectKey = (userId: string) => `indexes/${userId}/policy-library.json`;

async function libraryRev(userId: string): Promise<number> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: libraryKeys.item(userId), ConsistentRead: true }),
  );
  return res.Item ? libraryItemSchema.parse(res.Item).rev : 0;
}

async function bumpRev(userId: string): Promise<number> {
  const res = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: libraryKeys.item(userId),
      UpdateExpression: 'ADD rev :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return libraryItemSchema.parse(res.Attributes).rev;
}

async function readStored(userId: string): Promise<LibraryIndex | null> {
  try {
    const res = await s3().send(
      new GetObjectCommand({ Bucket: documentsBucket(), Key: indexObjectKey(userId) }),
    );
    const body = await res.Body?.transformToString();
    return body ? LibraryIndex.fromJSON(body) : null;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    // A damaged copy is rebuilt from the policies, like a missing one.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

async function store(userId: string, index: LibraryIndex): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: documentsBucket(),
      Key: indexObjectKey(userId),
      Body: index.toJSON(),
      ContentType: 'application/json',
    }),
  );
  remember(userId, index);
}

const indexedPolicySchema = policyItemSchema.pick({
  id: true,
  title: true,
  content: true,
  categoryId: true,
  version: true,
});

/** Every policy of the account, as the index needs it (a consistent read: the latest saves are included). */
async function allPolicies(userId: string): Promise<PolicyForIndex[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': 'POLICY#' },
    ProjectionExpression: '#id, #title, #content, #categoryId, #version',
    ExpressionAttributeNames: {
      '#id': 'id',
      '#title': 'title',
      '#content': 'content',
      '#categoryId': 'categoryId',
      '#version': 'version',
    },
    ConsistentRead: true,
  });
  return items.map((item) => indexedPolicySchema.parse(item));
}

async function rebuild(userId: string, rev: number): Promise<LibraryIndex> {
  const started = performance.now();
  const index = LibraryIndex.build(await allPolicies(userId), rev);
  await store(userId, index);
  logger.debug('Rebuilt a policy library index', {
    policies: index.policies.size,
    chunks: index.chunkCount,
    ms: Math.round(performance.now() - started),
  });
  return index;
}

/** The account's current index: from memory, else from S3, else rebuilt from its policies. */
export async function loadLibraryIndex(userId: string): Promise<LibraryIndex> {
  const rev = await libraryRev(userId);
  const cached = cache.get(userId);
  if (cached?.rev === rev) return cached;
  const stored = await readStored(userId);
  if (stored?.rev === rev) {
    remember(userId, stored);
    return stored;
  }
  return rebuild(userId, rev);
}

/**
 * Brings the index up to date after one policy was saved (`policy`) or deleted (`policy` null). Called after the
 * policy item is written; an index that missed an earlier change is rebuilt instead of patched.
 */
export async function policyChanged(
  userId: string,
  policyId: string,
  policy: PolicyForIndex | null,
): Promise<void> {
  const rev = await bumpRev(userId);
  const base = cache.get(userId) ?? (await readStored(userId));
  if (!base || base.rev !== rev - 1) {
    await rebuild(userId, rev);
    return;
  }
  if (policy) base.setPolicy(policy);
  else base.removePolicy(policyId);
  base.rev = rev;
  await store(userId, base);
}
