// My Policies contracts (spec sections 3, 5 and 7): categories that nest, policies in markdown with their version
// history. The forms and the API validate with these schemas, so every message is written once.
import * as z from 'zod';

export const CATEGORY_NAME_MAX = 120;
export const CATEGORY_DESCRIPTION_MAX = 500;
export const POLICY_TITLE_MAX = 200;
/** A policy's markdown, in UTF-8 bytes: a long policy fits, and an item stays well under DynamoDB's 400 KB. */
export const POLICY_CONTENT_MAX_BYTES = 150 * 1024;
export const ID_MAX = 64;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

export const categoryNameSchema = z
  .string({ error: 'Category name is required' })
  .trim()
  .min(1, { error: 'Category name is required' })
  .max(CATEGORY_NAME_MAX, { error: `Category name must be at most ${CATEGORY_NAME_MAX} characters` });

/** Optional text: blank is no description. */
export const categoryDescriptionSchema = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, {
    error: `Description must be at most ${CATEGORY_DESCRIPTION_MAX} characters`,
  })
  .nullish()
  .transform((v) => (v ? v : null));

export const idSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(ID_MAX, { error: `${label} is not valid` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${label} is not valid` });

export const policyTitleSchema = z
  .string({ error: 'Policy title is required' })
  .trim()
  .min(1, { error: 'Policy title is required' })
  .max(POLICY_TITLE_MAX, { error: `Policy title must be at most ${POLICY_TITLE_MAX} characters` });

export const policyContentSchema = z
  .string({ error: 'Policy content is required' })
  .trim()
  .min(1, { error: 'Policy content is required' })
  .refine((v) => utf8Bytes(v) <= POLICY_CONTENT_MAX_BYTES, {
    error: `Policy content is too long (at most ${POLICY_CONTENT_MAX_BYTES / 1024} KB). Split it into smaller policies.`,
  });

// ---------------------------------------------------------------------------------------------------------------
// Categories

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.string().nullable(),
  order: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const createCategoryBodySchema = z.object({
  name: categoryNameSchema,
  description: categoryDescriptionSchema,
  parentId: idSchema('Parent category')
    .nullish()
    .transform((v) => v ?? null),
  order: z
    .number({ error: 'order must be a number' })
    .int({ error: 'order must be a whole number' })
    .min(0, { error: 'order must be 0 or more' })
    .max(1_000_000, { error: 'order is too large' })
    .optional(),
});
export type CreateCategoryBody = z.input<typeof createCategoryBodySchema>;

export const updateCategoryBodySchema = z.object({
  name: categoryNameSchema,
  description: categoryDescriptionSchema,
});
export type UpdateCategoryBody = z.input<typeof updateCategoryBodySchema>;

/** `?parentId=` names the category whose sub-categories are listed; absent, empty or "null" lists the root. */
export const categoriesQuerySchema = z.object({
  parentId: z
    .string()
    .trim()
    .max(ID_MAX, { error: 'parentId is not valid' })
    .optional()
    .transform((v) => (!v || v === 'null' ? null : v))
    .pipe(idSchema('parentId').nullable()),
});

export const categoryPathSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type CategoryPath = z.infer<typeof categoryPathSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Policies

export const savedBySchema = z.object({ id: z.string(), name: z.string() });
export type SavedBy = z.infer<typeof savedBySchema>;

export const policySchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  categoryId: z.string(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Starts at 1 and grows by one with every save; an edit names the version it started from. */
  version: z.number(),
  updatedBy: savedBySchema.optional(),
  /** The file the policy was converted from, kept beside it until the policy is deleted. */
  sourceFile: z.object({ fileName: z.string(), size: z.number(), contentType: z.string() }).optional(),
});
export type Policy = z.infer<typeof policySchema>;

/** A policy without its content, for lists that only name policies (the module generator's dropdown). */
export const policySummarySchema = policySchema.omit({ content: true });
export type PolicySummary = z.infer<typeof policySummarySchema>;

export const createPolicyBodySchema = z.object({
  title: policyTitleSchema,
  content: policyContentSchema,
  categoryId: idSchema('Category'),
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).default(false),
});
export type CreatePolicyBody = z.input<typeof createPolicyBodySchema>;

export const updatePolicyBodySchema = z.object({
  title: policyTitleSchema,
  content: policyContentSchema,
  isPublished: z.boolean({ error: 'isPublished must be true or false' }),
  /** The version the edit started from: a save over a newer version is refused instead of losing its text. */
  baseVersion: z.number().int().min(1).optional(),
});
export type UpdatePolicyBody = z.input<typeof updatePolicyBodySchema>;

export const policiesQuerySchema = z.object({
  categoryId: idSchema('categoryId').optional(),
});

export const policyVersionActionSchema = z.enum(['created', 'edited', 'restored', 'uploaded']);
export type PolicyVersionAction = z.infer<typeof policyVersionActionSchema>;

export const policyVersionSchema = z.object({
  policyId: z.string(),
  version: z.number(),
  title: z.string(),
  content: z.string(),
  isPublished: z.boolean(),
  savedAt: z.string(),
  savedBy: savedBySchema,
  action: policyVersionActionSchema,
  /** For a restore: the version whose text was brought back. */
  restoredFrom: z.number().optional(),
});
export type PolicyVersion = z.infer<typeof policyVersionSchema>;

/** The history list: each version without its text (fetched one at a time to compare). */
export const policyVersionSummarySchema = policyVersionSchema.omit({ content: true });
export type PolicyVersionSummary = z.infer<typeof policyVersionSummarySchema>;

export const versionParamsSchema = z.object({
  id: idSchema('Policy id'),
  version: z.coerce
    .number({ error: 'The version must be a number' })
    .int({ error: 'The version must be a whole number' })
    .min(1, { error: 'The version must be 1 or more' }),
});

export const restoreBodySchema = z.object({
  baseVersion: z.number().int().min(1).optional(),
});

export const recentPolicySchema = policySchema.pick({
  id: true,
  title: true,
  createdAt: true,
  updatedAt: true,
});
export type RecentPolicy = z.infer<typeof recentPolicySchema>;

export const idParamsSchema = z.object({ id: idSchema('The id') });

// ---------------------------------------------------------------------------------------------------------------
// Policy files (Upload Policy File): the browser sends the file straight to storage, then asks for it to be converted

export const POLICY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const POLICY_FILE_EXTENSIONS = ['pdf', 'docx', 'doc', 'txt', 'md'] as const;
export const POLICY_FILE_ACCEPT = POLICY_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');
export const POLICY_FILE_TYPE_MESSAGE = 'Please upload a PDF, DOC, or DOCX file (or a .txt or .md text file)';
export type PolicyFileExtension = (typeof POLICY_FILE_EXTENSIONS)[number];

/** The extension of a file name, lower-cased ('' when it has none). */
export function fileExtension(fileName: string): string {
  return /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
}

export function isPolicyFileName(fileName: string): boolean {
  return (POLICY_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

export const startPolicyUploadBodySchema = z.object({
  categoryId: idSchema('Category'),
  fileName: z
    .string({ error: 'The file needs a name' })
    .trim()
    .min(1, { error: 'The file needs a name' })
    .max(200, { error: 'The file name must be at most 200 characters' })
    .refine(isPolicyFileName, { error: POLICY_FILE_TYPE_MESSAGE }),
  size: z
    .number({ error: 'The file size is required' })
    .int({ error: 'The file size must be a whole number of bytes' })
    .min(1, { error: 'The file is empty' })
    .max(POLICY_FILE_MAX_BYTES, {
      error: 'The file is larger than 10 MB. Split it, or save it without images, and try again.',
    }),
  contentType: z.string().trim().max(200).default('application/octet-stream'),
});
export type StartPolicyUploadBody = z.input<typeof startPolicyUploadBodySchema>;

/** Where and how the browser sends the file: a presigned POST whose policy fixes the key, type and size. */
export const policyUploadTicketSchema = z.object({
  uploadId: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type PolicyUploadTicket = z.infer<typeof policyUploadTicketSchema>;

export const uploadParamsSchema = z.object({ uploadId: idSchema('The upload id') });

/** A short-lived link to download the original file a policy was converted from. */
export const policyFileLinkSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
export type PolicyFileLink = z.infer<typeof policyFileLinkSchema>;
