// Business profile and documents (spec sections 2, 3, 5 and 7): the profile that personalises every alert, its logo,
// and the subscriber's private documents. Files go from the browser straight to storage (a presigned POST), then a
// confirm call checks what arrived.
import * as z from 'zod';
import { BUSINESS_DESCRIPTION_MAX, BUSINESS_DESCRIPTION_MIN } from '../constants';
import { REGISTRATION_CATEGORIES } from '../act/facts';
import { fileExtension, idSchema } from './policies';

export const DESCRIPTION_REQUIRED_MESSAGE = 'Please provide a description of your business';
export const DESCRIPTION_TOO_LONG_MESSAGE = 'Description is too long';

const profileField = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((v) => (v ? v : undefined));

// What a program can reason on, beyond the free text: the provider's registration categories, service settings and
// states. Personalisation reads them for relevance and the assessment for applicability.
export const SERVICE_SETTINGS = [
  { id: 'residential', label: 'Residential care' },
  { id: 'support-at-home', label: 'Support at Home' },
  { id: 'chsp', label: 'Commonwealth Home Support Programme (CHSP)' },
  { id: 'other', label: 'Other programs (for example NATSIFAC, Multi-Purpose Services, Transition Care)' },
] as const;
export type ServiceSetting = (typeof SERVICE_SETTINGS)[number]['id'];
const SERVICE_SETTING_IDS = SERVICE_SETTINGS.map((s) => s.id) as [ServiceSetting, ...ServiceSetting[]];

export const AUSTRALIAN_STATES = [
  { id: 'NSW', label: 'New South Wales' },
  { id: 'VIC', label: 'Victoria' },
  { id: 'QLD', label: 'Queensland' },
  { id: 'WA', label: 'Western Australia' },
  { id: 'SA', label: 'South Australia' },
  { id: 'TAS', label: 'Tasmania' },
  { id: 'ACT', label: 'Australian Capital Territory' },
  { id: 'NT', label: 'Northern Territory' },
] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number]['id'];
const STATE_IDS = AUSTRALIAN_STATES.map((s) => s.id) as [AustralianState, ...AustralianState[]];

export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number]['number'];
const CATEGORY_NUMBERS = REGISTRATION_CATEGORIES.map((c) => c.number);

/** A set of choices: each once, in the order of the list they come from. */
const choices = <T extends string | number>(item: z.ZodType<T, T>, order: readonly T[], label: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(order.length)
    .optional()
    .transform((v) => (v?.length ? order.filter((o) => v.includes(o)) : undefined));

const registrationCategoriesSchema = choices(
  z.literal(CATEGORY_NUMBERS, { error: 'Registration categories are numbered 1 to 6' }),
  CATEGORY_NUMBERS,
  'Registration categories',
);
const serviceSettingsSchema = choices(
  z.enum(SERVICE_SETTING_IDS, { error: 'Choose service settings from the list' }),
  SERVICE_SETTING_IDS,
  'Service settings',
);
const statesSchema = choices(
  z.enum(STATE_IDS, { error: 'Choose states and territories from the list' }),
  STATE_IDS,
  'States',
);

/** The structured part of a profile in words, a line per part that is set (for prompts and reports). */
export function profileScopeLines(profile: {
  registrationCategories?: readonly number[] | undefined;
  serviceSettings?: readonly string[] | undefined;
  states?: readonly string[] | undefined;
}): string[] {
  const lines: string[] = [];
  const categories = REGISTRATION_CATEGORIES.filter((c) =>
    profile.registrationCategories?.includes(c.number),
  );
  if (categories.length)
    lines.push(`Registration categories: ${categories.map((c) => `${c.number} ${c.name}`).join('; ')}`);
  const settings = SERVICE_SETTINGS.filter((s) => profile.serviceSettings?.includes(s.id));
  if (settings.length) lines.push(`Service settings: ${settings.map((s) => s.label).join('; ')}`);
  const states = AUSTRALIAN_STATES.filter((s) => profile.states?.includes(s.id));
  if (states.length) lines.push(`States and territories: ${states.map((s) => s.id).join(', ')}`);
  return lines;
}

/** The profile's own fields (the logo is a file of its own). Every field but the description is optional. */
export const businessProfileFieldsSchema = z.strictObject({
  registrationCategories: registrationCategoriesSchema,
  serviceSettings: serviceSettingsSchema,
  states: statesSchema,
  businessName: profileField('Business name', 200),
  businessType: profileField('Business type', 200),
  size: profileField('Size', 200),
  mission: profileField('Mission', 1000),
  clientele: profileField('Client demographics', 1000),
  challenges: profileField('Key challenges', 1000),
  description: z
    .string({ error: DESCRIPTION_REQUIRED_MESSAGE })
    .trim()
    .min(BUSINESS_DESCRIPTION_MIN, { error: DESCRIPTION_REQUIRED_MESSAGE })
    .max(BUSINESS_DESCRIPTION_MAX, { error: DESCRIPTION_TOO_LONG_MESSAGE }),
});
export type BusinessProfileFields = z.output<typeof businessProfileFieldsSchema>;
export type BusinessProfileForm = z.input<typeof businessProfileFieldsSchema>;

/** A saved profile as it is read back (every field optional: an older profile may lack any of them). */
export const storedBusinessProfileSchema = z.object({
  businessName: z.string().optional(),
  businessType: z.string().optional(),
  size: z.string().optional(),
  mission: z.string().optional(),
  clientele: z.string().optional(),
  challenges: z.string().optional(),
  description: z.string().optional(),
  registrationCategories: z.array(z.number()).optional().catch(undefined),
  serviceSettings: z.array(z.enum(SERVICE_SETTING_IDS)).optional().catch(undefined),
  states: z.array(z.enum(STATE_IDS)).optional().catch(undefined),
});
export type StoredBusinessProfile = z.infer<typeof storedBusinessProfileSchema>;

/** A short-lived link to a stored file. */
export const fileLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type FileLink = z.infer<typeof fileLinkSchema>;

/** GET /api/subscribers/{id}: the subscriber's profile as its owner sees it. */
export const subscriberProfileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  businessProfile: storedBusinessProfileSchema.nullable(),
  /** The logo, when one was uploaded (its image is read from GET /api/subscribers/{id}/logo). */
  logo: z.object({ fileName: z.string(), contentType: z.string(), uploadedAt: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type SubscriberProfile = z.infer<typeof subscriberProfileSchema>;

/** GET /api/subscribers/{id}/insight-preview: the newest update's insight, written for the saved profile. */
export const insightPreviewSchema = z.object({
  /** Why there is no preview yet, when there is none. */
  unavailable: z.enum(['no-profile', 'no-updates']).optional(),
  update: z
    .object({ id: z.string(), title: z.string(), source: z.string(), publishedAt: z.string() })
    .optional(),
  insight: z.string().optional(),
});
export type InsightPreview = z.infer<typeof insightPreviewSchema>;

export const subscriberParamsSchema = z.object({ id: idSchema('The subscriber id') });
export const documentParamsSchema = z.object({
  id: idSchema('The subscriber id'),
  documentId: idSchema('The document id'),
});

// Files ------------------------------------------------------------------------------------------------------------

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');
export const DOCUMENT_TYPE_MESSAGE =
  'Please upload a PDF, Word document (.doc, .docx) or image (.jpg, .jpeg, .png)';
export const DOCUMENT_SIZE_MESSAGE = 'The file is larger than 10 MB. Please upload a smaller file.';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg'] as const;
export const LOGO_ACCEPT = LOGO_EXTENSIONS.map((e) => `.${e}`).join(',');
export const LOGO_TYPE_MESSAGE = 'Please choose a JPG, PNG, GIF or SVG image for your logo';
export const LOGO_SIZE_MESSAGE = 'The logo is larger than 2 MB. Please choose a smaller image.';

export type FileKind = 'document' | 'logo';

const LIMITS: Record<
  FileKind,
  { extensions: readonly string[]; maxBytes: number; type: string; size: string }
> = {
  document: {
    extensions: DOCUMENT_EXTENSIONS,
    maxBytes: DOCUMENT_MAX_BYTES,
    type: DOCUMENT_TYPE_MESSAGE,
    size: DOCUMENT_SIZE_MESSAGE,
  },
  logo: {
    extensions: LOGO_EXTENSIONS,
    maxBytes: LOGO_MAX_BYTES,
    type: LOGO_TYPE_MESSAGE,
    size: LOGO_SIZE_MESSAGE,
  },
};

export function fileLimits(kind: FileKind) {
  return LIMITS[kind];
}

/** The start of an upload: what the file is called, how big it is and what the browser says it is. */
export const startFileUploadSchema = (kind: FileKind) =>
  z.strictObject({
    fileName: z
      .string({ error: 'The file needs a name' })
      .trim()
      .min(1, { error: 'The file needs a name' })
      .max(200, { error: 'The file name must be at most 200 characters' })
      .refine((name) => LIMITS[kind].extensions.includes(fileExtension(name)), { error: LIMITS[kind].type }),
    size: z
      .number({ error: 'The file size is required' })
      .int({ error: 'The file size must be a whole number of bytes' })
      .min(1, { error: 'The file is empty' })
      .max(LIMITS[kind].maxBytes, { error: LIMITS[kind].size }),
    contentType: z.string().trim().max(200).default('application/octet-stream'),
  });
export type StartFileUpload = z.input<ReturnType<typeof startFileUploadSchema>>;

/** Where and how the browser sends the file: a presigned POST whose policy fixes the key, type and size. */
export const fileUploadTicketSchema = z.object({
  uploadId: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type FileUploadTicket = z.infer<typeof fileUploadTicketSchema>;

/** POST /api/subscribers/{id}/documents: the upload that arrived, and its optional description. */
export const confirmDocumentSchema = z.strictObject({
  uploadId: idSchema('The upload id'),
  description: z
    .string({ error: 'The description must be text' })
    .trim()
    .max(500, { error: 'The description must be at most 500 characters' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ConfirmDocument = z.input<typeof confirmDocumentSchema>;

export const confirmLogoSchema = z.strictObject({ uploadId: idSchema('The upload id') });

export const businessDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  size: z.number(),
  contentType: z.string(),
  uploadedAt: z.string(),
});
export type BusinessDocument = z.infer<typeof businessDocumentSchema>;

export const businessDocumentListSchema = z.object({ documents: z.array(businessDocumentSchema) });
