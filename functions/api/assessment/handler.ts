// Assessment capability: policy documents assessed against the Act. The public routes serve anyone (limited per
// client); the paid ones keep the account's history and check ownership through the account's own partition.
import {
  assessmentParamsSchema,
  runAssessmentSchema,
  startAssessmentUploadSchema,
} from '../../../shared/contracts/assessment';
import type { ApiEvent } from '../../lib/http/api';
import { requireCaller } from '../../lib/http/auth';
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { contentDisposition } from '../../lib/uploads/objects';
import {
  assessmentReport,
  getAssessment,
  listAssessments,
  runAssessment,
  startAssessmentUpload,
  type AssessmentOwner,
} from '../../lib/services/assessment';
import { libraryCoverage, libraryCoverageReport } from '../../lib/services/assessment-coverage';

/**
 * The public caller, known by the address API Gateway trusts (`sourceIp`): the viewer's address that CloudFront added,
 * or the connection's own when the API is called directly. X-Forwarded-For itself is not read: a client can write it.
 */
function publicOwner(event: ApiEvent): AssessmentOwner {
  return { kind: 'public', address: event.requestContext.http.sourceIp };
}

const pdf = (report: { bytes: Uint8Array; fileName: string }) => ({
  bytes: report.bytes,
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition('attachment', report.fileName),
    'cache-control': 'private, no-store',
  },
});

export const handler = capabilityHandler('assessment', {
  'POST /api/public-assessments/upload': defineRoute({
    body: startAssessmentUploadSchema,
    handle: async ({ body, event }) => ({
      status: 201,
      body: await startAssessmentUpload(publicOwner(event), body),
    }),
  }),
  'POST /api/public-assessments': defineRoute({
    body: runAssessmentSchema,
    handle: async ({ body, event }) => ({ body: await runAssessment(publicOwner(event), body) }),
  }),
  'GET /api/public-assessments/{id}': defineRoute({
    params: assessmentParamsSchema,
    handle: async ({ params, event }) => ({ body: await getAssessment(publicOwner(event), params.id) }),
  }),
  'GET /api/public-assessments/{id}/report': defineRoute({
    params: assessmentParamsSchema,
    handle: async ({ params, event }) => pdf(await assessmentReport(publicOwner(event), params.id)),
  }),
  'POST /api/assessments/upload': defineRoute({
    body: startAssessmentUploadSchema,
    handle: async ({ body, caller }) => ({
      status: 201,
      body: await startAssessmentUpload({ kind: 'account', caller: requireCaller(caller) }, body),
    }),
  }),
  'POST /api/assessments': defineRoute({
    body: runAssessmentSchema,
    handle: async ({ body, caller }) => ({
      body: await runAssessment({ kind: 'account', caller: requireCaller(caller) }, body),
    }),
  }),
  'GET /api/assessments': defineRoute({
    handle: async ({ caller }) => ({ body: await listAssessments(requireCaller(caller)) }),
  }),
  'GET /api/assessments/coverage': defineRoute({
    handle: async ({ caller }) => ({ body: await libraryCoverage(requireCaller(caller)) }),
  }),
  'GET /api/assessments/coverage/report': defineRoute({
    handle: async ({ caller }) => pdf(await libraryCoverageReport(requireCaller(caller))),
  }),
  'GET /api/assessments/{id}/report': defineRoute({
    params: assessmentParamsSchema,
    handle: async ({ params, caller }) =>
      pdf(await assessmentReport({ kind: 'account', caller: requireCaller(caller) }, params.id)),
  }),
  'GET /api/assessments/{id}': defineRoute({
    params: assessmentParamsSchema,
    handle: async ({ params, caller }) => ({
      body: await getAssessment({ kind: 'account', caller: requireCaller(caller) }, params.id),
    }),
  }),
});
