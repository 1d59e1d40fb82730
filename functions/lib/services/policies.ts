// My Policies: categories that nest without a depth limit, policies in markdown, and every saved state of a policy
// kept as a version. Everything is keyed under the caller's partition (DESIGN.md section 10), so an id that belongs
// to another account is simply not found. Writes are single conditional items (dynalite has no transactions), made
// in an order where an interruption can lose no text: the policy item first, then its version record.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type {
  Category,
  CategoryPath,
  Policy,
  PolicySummary,
  PolicyVersion,
  PolicyVersionAction,
  PolicyVersionSummary,
  RecentPolicy,
  SavedBy,
} from '../../../shared/contracts/policies';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../../shared/constants';
import { ddb, tableName } from '../clients';
import { categoryItemSchema, categoryKeys, contentsOf, type CategoryItem } from '../data/entities/category';
import { policyItemSchema, policyKeys, recentPoliciesOf, type PolicyItem } from '../data/entities/policy';
import {
  policyVersionItemSchema,
  policyVersionKeys,
  versionsPrefix,
  type PolicyVersionItem,
} from '../data/entities/policy-version';
import { batchDeleteKeys, countAll, queryAll } from '../data/table';
import { BadRequest, Conflict, NotFound } from '../errors';
import type { Caller } from '../http/auth';
import { logger } from '../logger';

/** Categories deeper than this are refused: far beyond any real library, and a bound on the breadcrumb walk. */
export const MAX_CATEGORY_DEPTH = 50;

const CATEGORY_NOT_FOUND = 'Category not found. It may have been deleted.';
const PARENT_NOT_FOUND = 'The parent category was not found. It may have been deleted.';
const POLICY_NOT_FOUND = 'Policy not found. It may have been deleted.';

/** Who saved: the name on the account, else its username or email. */
export function savedByOf(caller: Caller): SavedBy {
  const name = [caller.givenName, caller.familyName].filter(Boolean).join(' ');
  return { id: caller.sub, name: name || caller.username || caller.email || 'You' };
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

/**
 * Keeps the assistant's search index in step with a saved or deleted policy. A failure here never fails the save: the
 * library's revision has moved on, so the next question rebuilds the index from the policies.
 */
async function reindex(userId: string, policyId: string, policy: PolicyItem | null): Promise<void> {
  try {
    // Loaded on the first save, so that reading the library does not load the search index and S3.
    const { policyChanged } = await import('../retrieval/store');
    await policyChanged(userId, policyId, policy);
  } catch (error) {
    logger.error('The policy search index could not be updated; it will be rebuilt on the next question', {
      error: error as Error,
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

function toCategory(item: CategoryItem): Category {
  const { id, name, description, parentId, order, createdAt, updatedAt } = item;
  return { id, name, description, parentId, order, createdAt, updatedAt };
}

async function findCategory(userId: string, id: string): Promise<CategoryItem | null> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: categoryKeys.item(userId, id) }),
  );
  return res.Item ? categoryItemSchema.parse(res.Item) : null;
}

export async function getCategory(userId: string, id: string): Promise<Category> {
  const item = await findCategory(userId, id);
  if (!item) throw new NotFound(CATEGORY_NOT_FOUND);
  return toCategory(item);
}

/** The sub-categories of a category (or the root categories), by order then creation. */
export async function listCategories(userId: string, parentId: string | null): Promise<Category[]> {
  if (parentId) await getCategory(userId, parentId);
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :c)',
    ExpressionAttributeValues: { ':pk': contentsOf(userId, parentId), ':c': 'C#' },
  });
  return items.map((i) => toCategory(categoryItemSchema.parse(i)));
}

/** How many sub-categories and policies a category (or the root) holds, counted without reading them. */
async function contentsCount(
  userId: string,
  parentId: string | null,
): Promise<{ categories: number; policies: number }> {
  const count = (prefix: string) =>
    countAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :p)',
      ExpressionAttributeValues: { ':pk': contentsOf(userId, parentId), ':p': prefix },
    });
  const [categories, policies] = await Promise.all([count('C#'), count('P#')]);
  return { categories, policies };
}

/** The path from the root to a category, the category last (the breadcrumb). */
export async function categoryPath(userId: string, id: string): Promise<CategoryPath> {
  const path: CategoryPath = [];
  let next: string | null = id;
  while (next) {
    if (path.length > MAX_CATEGORY_DEPTH) break;
    const item = await findCategory(userId, next);
    if (!item) {
      // The category itself is missing: not found. A missing ancestor ends the path where it breaks.
      if (path.length === 0) throw new NotFound(CATEGORY_NOT_FOUND);
      break;
    }
    path.unshift({ id: item.id, name: item.name });
    next = item.parentId;
  }
  return path;
}

export async function createCategory(
  caller: Caller,
  input: { name: string; description: string | null; parentId: string | null; order?: number },
  now = new Date(),
): Promise<Category> {
  const userId = caller.sub;
  if (input.parentId) {
    const parent = await findCategory(userId, input.parentId);
    if (!parent) throw new NotFound(PARENT_NOT_FOUND);
    const depth = (await categoryPath(userId, parent.id)).length;
    if (depth >= MAX_CATEGORY_DEPTH)
      throw new Conflict(`Categories can be nested at most ${MAX_CATEGORY_DEPTH} levels deep.`);
  }
  const order = input.order ?? (await contentsCount(userId, input.parentId)).categories;
  const at = now.toISOString();
  const item: CategoryItem = {
    id: ulid(),
    userId,
    name: input.name,
    description: input.description,
    parentId: input.parentId,
    order,
    createdAt: at,
    updatedAt: at,
  };
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...categoryKeys.item(userId, item.id),
        ...categoryKeys.listing(userId, item.parentId, order, item.id),
        ...item,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return toCategory(item);
}

export async function updateCategory(
  userId: string,
  id: string,
  input: { name: string; description: string | null },
  now = new Date(),
): Promise<Category> {
  try {
    const res = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: categoryKeys.item(userId, id),
        UpdateExpression: 'SET #name = :name, description = :description, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':name': input.name,
          ':description': input.description,
          ':at': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toCategory(categoryItemSchema.parse(res.Attributes));
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound(CATEGORY_NOT_FOUND);
    throw error;
  }
}

/**
 * Deletes an empty category. One that still holds sub-categories or policies is refused with a 409 that says what
 * it holds: nothing is ever deleted by cascade.
 */
export async function deleteCategory(userId: string, id: string): Promise<void> {
  await getCategory(userId, id);
  const held = await contentsCount(userId, id);
  if (held.categories || held.policies) {
    const parts = [
      held.categories ? plural(held.categories, 'sub-category', 'sub-categories') : '',
      held.policies ? plural(held.policies, 'policy', 'policies') : '',
    ].filter(Boolean);
    throw new Conflict(
      `This category still holds ${parts.join(' and ')}. Delete ${held.categories + held.policies === 1 ? 'it' : 'them'} first; nothing inside a category is deleted with it.`,
    );
  }
  try {
    await ddb().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: categoryKeys.item(userId, id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound(CATEGORY_NOT_FOUND);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Policies

export function toPolicy(item: PolicyItem): Policy {
  const {
    id,
    title,
    content,
    categoryId,
    isPublished,
    createdAt,
    updatedAt,
    version,
    updatedBy,
    sourceFile,
  } = item;
  return {
    id,
    title,
    content,
    categoryId,
    isPublished,
    createdAt,
    updatedAt,
    version,
    ...(updatedBy ? { updatedBy } : {}),
    ...(sourceFile ? { sourceFile } : {}),
  };
}

function toSummary(policy: Policy): PolicySummary {
  const { content: _content, ...summary } = policy;
  return summary;
}

async function findPolicy(userId: string, id: string, consistent = false): Promise<PolicyItem | null> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: policyKeys.item(userId, id), ConsistentRead: consistent }),
  );
  return res.Item ? policyItemSchema.parse(res.Item) : null;
}

export async function getPolicy(userId: string, id: string): Promise<Policy> {
  const item = await findPolicy(userId, id);
  if (!item) throw new NotFound(POLICY_NOT_FOUND);
  return toPolicy(item);
}

/** The policies of one category, oldest first, with their content (the screen's search reads it). */
export async function listPoliciesIn(userId: string, categoryId: string): Promise<Policy[]> {
  await getCategory(userId, categoryId);
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :p)',
    ExpressionAttributeValues: { ':pk': contentsOf(userId, categoryId), ':p': 'P#' },
  });
  return items.map((i) => toPolicy(policyItemSchema.parse(i)));
}

/** Every policy of the library, without content, by title. */
export async function listAllPolicies(userId: string): Promise<PolicySummary[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': 'POLICY#' },
  });
  return items
    .map((i) => toSummary(toPolicy(policyItemSchema.parse(i))))
    .sort((a, b) => a.title.localeCompare(b.title, 'en-AU'));
}

/** The most recently created or changed policies, newest first (GSI2). */
export async function recentPolicies(
  userId: string,
  limit = DASHBOARD_ACTIVITY_LIMIT,
): Promise<RecentPolicy[]> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': recentPoliciesOf(userId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map((i) => {
    const { id, title, createdAt, updatedAt } = policyItemSchema.parse(i);
    return { id, title, createdAt, updatedAt };
  });
}

function versionItemOf(
  policy: PolicyItem,
  by: SavedBy,
  action: PolicyVersionAction,
  restoredFrom?: number,
): PolicyVersionItem {
  return {
    userId: policy.userId,
    policyId: policy.id,
    version: policy.version,
    title: policy.title,
    content: policy.content,
    isPublished: policy.isPublished,
    savedAt: policy.updatedAt,
    savedBy: by,
    action,
    ...(restoredFrom ? { restoredFrom } : {}),
  };
}

async function putVersion(version: PolicyVersionItem): Promise<void> {
  // Idempotent: a retried save writes the same record again.
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...policyVersionKeys.item(version.userId, version.policyId, version.version), ...version },
    }),
  );
}

export async function createPolicy(
  caller: Caller,
  input: { title: string; content: string; categoryId: string; isPublished: boolean },
  options: {
    action?: PolicyVersionAction;
    now?: Date;
    /** The original file a converted policy came from (kept beside it until the policy is deleted). */
    source?: { key: string; fileName: string; size: number; contentType: string };
    /** A fixed id, so that a retried conversion makes the same policy, never a second one. */
    id?: string;
  } = {},
): Promise<Policy> {
  const userId = caller.sub;
  await getCategory(userId, input.categoryId);
  const at = (options.now ?? new Date()).toISOString();
  const by = savedByOf(caller);
  const { source } = options;
  const item: PolicyItem = {
    id: options.id ?? ulid(),
    userId,
    ...(source
      ? {
          sourceKey: source.key,
          sourceFile: { fileName: source.fileName, size: source.size, contentType: source.contentType },
        }
      : {}),
    title: input.title,
    content: input.content,
    categoryId: input.categoryId,
    isPublished: input.isPublished,
    createdAt: at,
    updatedAt: at,
    version: 1,
    createdBy: by,
    updatedBy: by,
  };
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...policyKeys.item(userId, item.id),
        ...policyKeys.listing(userId, item.categoryId, at, item.id),
        ...policyKeys.recent(userId, at, item.id),
        ...item,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  await putVersion(versionItemOf(item, by, options.action ?? 'created'));
  await reindex(userId, item.id, item);
  return toPolicy(item);
}

function staleEdit(current: number): Conflict {
  return new Conflict(
    `This policy was changed elsewhere (it is now at version ${current}) since you opened it, so your save was not applied. Copy your changes, reload the policy and apply them again.`,
  );
}

/**
 * Saves a new state of a policy. The write is conditional on the version it read, so two saves can never overwrite
 * each other; an edit that names an older base version is refused. A save that changes nothing makes no version.
 */
export async function updatePolicy(
  caller: Caller,
  id: string,
  /** Without isPublished, the policy stays published or draft as it is. */
  input: { title: string; content: string; isPublished?: boolean; baseVersion?: number },
  options: { action?: PolicyVersionAction; restoredFrom?: number; now?: Date } = {},
): Promise<Policy> {
  const userId = caller.sub;
  const current = await findPolicy(userId, id, true);
  if (!current) throw new NotFound(POLICY_NOT_FOUND);
  if (input.baseVersion !== undefined && input.baseVersion !== current.version)
    throw staleEdit(current.version);
  if (options.restoredFrom === current.version)
    throw new BadRequest(`Version ${current.version} is already the current version.`);
  const isPublished = input.isPublished ?? current.isPublished;
  if (
    current.title === input.title &&
    current.content === input.content &&
    current.isPublished === isPublished &&
    !options.restoredFrom
  )
    return toPolicy(current);

  const at = (options.now ?? new Date()).toISOString();
  const by = savedByOf(caller);
  const next: PolicyItem = {
    ...current,
    title: input.title,
    content: input.content,
    isPublished,
    updatedAt: at,
    version: current.version + 1,
    updatedBy: by,
  };
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: policyKeys.item(userId, id),
        UpdateExpression:
          'SET title = :title, content = :content, isPublished = :pub, updatedAt = :at, version = :next, updatedBy = :by, gsi2sk = :recent',
        ConditionExpression: 'attribute_exists(pk) AND version = :current',
        ExpressionAttributeValues: {
          ':title': next.title,
          ':content': next.content,
          ':pub': next.isPublished,
          ':at': at,
          ':next': next.version,
          ':by': by,
          ':recent': policyKeys.recent(userId, at, id).gsi2sk,
          ':current': current.version,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const latest = await findPolicy(userId, id, true);
    if (!latest) throw new NotFound(POLICY_NOT_FOUND);
    throw staleEdit(latest.version);
  }
  await putVersion(versionItemOf(next, by, options.action ?? 'edited', options.restoredFrom));
  await reindex(userId, id, next);
  return toPolicy(next);
}

/** Deletes a policy and its history. */
export async function deletePolicy(userId: string, id: string): Promise<void> {
  let deleted: PolicyItem;
  try {
    const res = await ddb().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: policyKeys.item(userId, id),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    deleted = policyItemSchema.parse(res.Attributes);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound(POLICY_NOT_FOUND);
    throw error;
  }
  const versions = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': versionsPrefix(id) },
    ProjectionExpression: 'pk, sk',
  });
  await batchDeleteKeys(versions.map(({ pk, sk }) => ({ pk, sk })));
  await reindex(userId, id, null);
  if (deleted.sourceKey) {
    // The original file goes with its policy (loaded only then, so reading the library never loads S3).
    const { deleteStoredFile } = await import('../uploads/objects');
    await deleteStoredFile(deleted.sourceKey);
  }
}

/**
 * The current state as a version record. The version record of a save is written after the policy item, so if a
 * save was interrupted between the two the current state still shows in the history.
 */
function currentAsVersion(policy: PolicyItem): PolicyVersionItem {
  return versionItemOf(
    policy,
    policy.updatedBy ?? { id: policy.userId, name: 'You' },
    policy.version === 1 ? 'created' : 'edited',
  );
}

/** The history of a policy, newest version first (without the text of each version). */
export async function listVersions(userId: string, id: string): Promise<PolicyVersionSummary[]> {
  const policy = await findPolicy(userId, id, true);
  if (!policy) throw new NotFound(POLICY_NOT_FOUND);
  const items = (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': versionsPrefix(id) },
      ScanIndexForward: false,
    })
  ).map((i) => policyVersionItemSchema.parse(i));
  if (!items.some((v) => v.version === policy.version)) items.unshift(currentAsVersion(policy));
  return items.map(({ userId: _u, content: _c, ...summary }) => summary);
}

export async function getVersion(userId: string, id: string, version: number): Promise<PolicyVersion> {
  const policy = await findPolicy(userId, id, true);
  if (!policy) throw new NotFound(POLICY_NOT_FOUND);
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: policyVersionKeys.item(userId, id, version) }),
  );
  const item = res.Item
    ? policyVersionItemSchema.parse(res.Item)
    : version === policy.version
      ? currentAsVersion(policy)
      : null;
  if (!item) throw new NotFound(`Version ${version} of this policy was not found.`);
  const { userId: _u, ...out } = item;
  return out;
}

/** Brings back an earlier version's title and text as a new version (the publish state stays as it is now). */
export async function restoreVersion(
  caller: Caller,
  id: string,
  version: number,
  baseVersion?: number,
): Promise<Policy> {
  const old = await getVersion(caller.sub, id, version);
  return updatePolicy(
    caller,
    id,
    { title: old.title, content: old.content, baseVersion },
    { action: 'restored', restoredFrom: version },
  );
}
