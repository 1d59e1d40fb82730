// Policy assessment (spec sections 2, 3, 5 and 7): a document assessed against the Aged Care Act 2024 and the
// Quality Standards. Anyone may assess a file (the public routes: the file is read, assessed and deleted, and the
// result kept for an hour); a paid account also assesses its own policies and keeps a history.
import * as z from 'zod';
import { REGISTRATION_CATEGORIES } from '../act/facts';
import { ASSESSMENT_MAX_BYTES } from '../constants';
import { fileExtension, idSchema } from './policies';

/** The longest quote kept as evidence: a long table row or list is shortened to this. */
export const EVIDENCE_MAX = 1000;
/** The longest explanation of one requirement. */
export const EXPLANATION_MAX = 6000;

export const ASSESSMENT_EXTENSIONS = ['pdf', 'txt', 'doc', 'docx'] as const;
export const ASSESSMENT_ACCEPT = ASSESSMENT_EXTENSIONS.map((e) => `.${e}`).join(',');
// The spec's three messages (section 5).
export const FILE_REQUIRED_MESSAGE = 'Please select a file to upload.';
export const FILE_SIZE_MESSAGE = 'File size must be less than 5MB.';
export const FILE_TYPE_MESSAGE = 'File must be a PDF, TXT, DOC, or DOCX.';
/** Results of the public assessment are kept this long, so the page can show them and the report be downloaded. */
export const PUBLIC_RESULT_HOURS = 1;

/** Why a file cannot be assessed, checked in the browser for a quick answer and again on the server. */
export function assessmentFileProblem(
  file: { name: string; size: number } | null | undefined,
): string | null {
  if (!file) return FILE_REQUIRED_MESSAGE;
  if (file.size > ASSESSMENT_MAX_BYTES) return FILE_SIZE_MESSAGE;
  if (!(ASSESSMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)))
    return FILE_TYPE_MESSAGE;
  return null;
}

export const startAssessmentUploadSchema = z.strictObject({
  fileName: z
    .string({ error: FILE_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: FILE_REQUIRED_MESSAGE })
    .max(200, { error: 'The file name must be at most 200 characters' })
    .refine((name) => (ASSESSMENT_EXTENSIONS as readonly string[]).includes(fileExtension(name)), {
      error: FILE_TYPE_MESSAGE,
    }),
  size: z
    .number({ error: FILE_REQUIRED_MESSAGE })
    .int({ error: 'The file size must be a whole number of bytes' })
    .min(1, { error: 'The file is empty.' })
    .max(ASSESSMENT_MAX_BYTES, { error: FILE_SIZE_MESSAGE }),
  contentType: z.string().trim().max(200).default('application/octet-stream'),
});
export type StartAssessmentUpload = z.input<typeof startAssessmentUploadSchema>;

/** A job id the browser makes (a random UUID), so it can follow the job's progress while the request runs. */
const jobIdSchema = z.uuid({ error: 'The assessment id must be a UUID' });

export const runAssessmentSchema = z.union([
  z.strictObject({ jobId: jobIdSchema, uploadId: idSchema('The upload id') }),
  z.strictObject({ jobId: jobIdSchema, policyId: idSchema('The policy id') }),
]);
export type RunAssessment = z.input<typeof runAssessmentSchema>;

export const assessmentParamsSchema = z.object({ id: jobIdSchema });

// The result ------------------------------------------------------------------------------------------------------

/** A checked fact: the policy says something else than the Act, or leaves out what its topic needs. */
export const assessmentFindingSchema = z.object({
  ruleId: z.string(),
  requirementId: z.string(),
  kind: z.enum(['contradiction', 'missing']),
  /** The policy's own words, when it says something else. */
  policyText: z.string().optional(),
  /** What the Act requires, in plain words. */
  actText: z.string(),
  citation: z.string(),
  suggestion: z.string().optional(),
  /** How the policy's words were read, where it takes more than a quote ("notified about 64 hours after ..."). */
  reading: z.string().max(300).optional(),
});
export type AssessmentFinding = z.infer<typeof assessmentFindingSchema>;

export const assessmentSectionShape = {
  id: z.string().min(1).max(64).describe('The Act reference id of the requirement'),
  title: z.string().min(1).max(200),
  score: z.number().int().min(0).max(100),
  explanation: z
    .string()
    .trim()
    .min(1)
    .max(EXPLANATION_MAX)
    .describe('Markdown: what the document covers, quoting it, and what is missing'),
  relevantActSection: z.string().min(1).max(300),
  suggestions: z.array(z.string().trim().min(1).max(600)).max(10),
  /** The policy's sentences that address the requirement. */
  evidence: z.array(z.string().max(EVIDENCE_MAX)).max(10).optional(),
  findings: z.array(assessmentFindingSchema).max(10).optional(),
};

export const notAssessedSchema = z.object({
  id: z.string(),
  title: z.string(),
  relevantActSection: z.string(),
  reason: z.string(),
});

export const assessmentResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  summary: z.string(),
  timestamp: z.string(),
  sections: z.array(z.object(assessmentSectionShape)),
  topics: z.array(z.string()).optional(),
  notAssessed: z.array(notAssessedSchema).optional(),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

// The job -----------------------------------------------------------------------------------------------------------

export const ASSESSMENT_STAGES = ['uploading', 'reading', 'assessing', 'writing', 'done', 'failed'] as const;
export type AssessmentStage = (typeof ASSESSMENT_STAGES)[number];

export const assessmentJobSchema = z.object({
  id: z.string(),
  status: z.enum(ASSESSMENT_STAGES),
  /** Requirements assessed so far, of how many (while assessing). */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  fileName: z.string(),
  /** The policy assessed, when it came from My Policies. */
  policyId: z.string().optional(),
  policyVersion: z.number().int().optional(),
  createdAt: z.string(),
  /** Why it failed, in words a person can act on. */
  error: z.string().optional(),
  result: assessmentResultSchema.optional(),
  /** The same policy's assessment before this one, score per requirement ("Complaints 45 -> 85"). */
  previous: z
    .object({
      id: z.string(),
      createdAt: z.string(),
      score: z.number(),
      sections: z.array(z.object({ id: z.string(), title: z.string(), score: z.number() })),
    })
    .optional(),
  /** When a public result is forgotten. */
  expiresAt: z.string().optional(),
});
export type AssessmentJob = z.infer<typeof assessmentJobSchema>;

export const assessmentHistorySchema = z.object({
  assessments: z.array(
    assessmentJobSchema.omit({ result: true, previous: true }).extend({ score: z.number().optional() }),
  ),
});
export type AssessmentHistory = z.infer<typeof assessmentHistorySchema>;

/** The spec's colour bands (section 4): 80 or more green, 60 to 79 amber, under 60 red. */
export function scoreBand(score: number): 'green' | 'amber' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'amber';
  return 'red';
}

// Library coverage -------------------------------------------------------------------------------------------------

/** A requirement counts as met by a policy that scores at least this on it, with nothing against the Act. */
export const COVERAGE_MET_SCORE = 70;

export const COVERAGE_STATUSES = ['met', 'partly', 'missing'] as const;
export type CoverageStatus = (typeof COVERAGE_STATUSES)[number];
export const COVERAGE_STATUS_LABEL: Record<CoverageStatus, string> = {
  met: 'Met',
  partly: 'Not met: partly covered',
  missing: 'Not met: no policy covers it',
};

/** Where a policy of the library stands: assessed as it is now, changed since, or never assessed. */
export const coveragePolicySchema = z.object({
  id: z.string(),
  title: z.string(),
  version: z.number().int(),
  state: z.enum(['current', 'outdated', 'not-assessed']),
  /** Its latest assessment, of whatever version. */
  assessment: z
    .object({
      id: z.string(),
      score: z.number(),
      createdAt: z.string(),
      policyVersion: z.number().optional(),
    })
    .optional(),
});
export type CoveragePolicy = z.infer<typeof coveragePolicySchema>;
/** Where a policy stands, in words (page and report). */
export const COVERAGE_POLICY_STATE_LABEL: Record<CoveragePolicy['state'], string> = {
  current: 'Assessed as it is now',
  outdated: 'Changed since it was assessed',
  'not-assessed': 'Not assessed yet',
};

export const coverageRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['act', 'standard', 'standard-outcome', 'rules', 'other-law']),
  /** As in shared/act, with its "not confirmed" note. */
  citation: z.string(),
  /** The Standard outcomes the requirement spans ("5.1 Clinical governance"). */
  outcomes: z.array(z.string()),
  status: z.enum(COVERAGE_STATUSES),
  /** The policy that meets it best, by its current assessment. */
  best: z
    .object({
      policyId: z.string(),
      policyTitle: z.string(),
      assessmentId: z.string(),
      score: z.number(),
      /** Findings against the Act on this requirement in that assessment. */
      findings: z.number().int(),
    })
    .optional(),
});
export type CoverageRow = z.infer<typeof coverageRowSchema>;

export const libraryCoverageSchema = z.object({
  generatedAt: z.string(),
  /** The registration categories the requirements were chosen for (empty: not given, every requirement). */
  categories: z.array(z.number().int()),
  policies: z.array(coveragePolicySchema),
  requirements: z.array(coverageRowSchema),
  met: z.number().int(),
});
export type LibraryCoverage = z.infer<typeof libraryCoverageSchema>;

/** Which registration categories the coverage's requirements were chosen for, in words (page and report). */
export function coverageCategoriesLine(categories: readonly number[]): string {
  if (!categories.length)
    return 'No registration categories are set in your business profile, so every requirement is listed.';
  const names = REGISTRATION_CATEGORIES.filter((c) => categories.includes(c.number)).map(
    (c) => `${c.number}. ${c.name}`,
  );
  return `Requirements that apply to your registration categories: ${names.join('; ')}.`;
}
