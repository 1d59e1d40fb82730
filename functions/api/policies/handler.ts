// Policies capability: the caller's policy library (categories, policies, version history). Every route is paid,
// and every id is looked up inside the caller's own partition by the service.
import * as z from 'zod';
import {
  categoriesQuerySchema,
  createCategoryBodySchema,
  createPolicyBodySchema,
  idParamsSchema,
  policiesQuerySchema,
  restoreBodySchema,
  startPolicyUploadBodySchema,
  uploadParamsSchema,
  updateCategoryBodySchema,
  updatePolicyBodySchema,
  versionParamsSchema,
} from '../../../shared/contracts/policies';
import { policyChatBodySchema } from '../../../shared/contracts/policy-chat';
import { requireCaller as owner } from '../../lib/http/auth';
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import {
  categoryPath,
  createCategory,
  createPolicy,
  deleteCategory,
  deletePolicy,
  getCategory,
  getPolicy,
  getVersion,
  listAllPolicies,
  listCategories,
  listPoliciesIn,
  listVersions,
  recentPolicies,
  restoreVersion,
  updateCategory,
  updatePolicy,
} from '../../lib/services/policies';

const noQuery = z.object({});

export const handler = capabilityHandler('policies', {
  'GET /api/policy-categories': defineRoute({
    query: categoriesQuerySchema,
    handle: async ({ query, caller }) => ({ body: await listCategories(owner(caller).sub, query.parentId) }),
  }),
  'POST /api/policy-categories': defineRoute({
    body: createCategoryBodySchema,
    handle: async ({ body, caller }) => ({ status: 201, body: await createCategory(owner(caller), body) }),
  }),
  'GET /api/policy-categories/{id}': defineRoute({
    params: idParamsSchema,
    handle: async ({ params, caller }) => ({ body: await getCategory(owner(caller).sub, params.id) }),
  }),
  'PUT /api/policy-categories/{id}': defineRoute({
    params: idParamsSchema,
    body: updateCategoryBodySchema,
    handle: async ({ params, body, caller }) => ({
      body: await updateCategory(owner(caller).sub, params.id, body),
    }),
  }),
  'DELETE /api/policy-categories/{id}': defineRoute({
    params: idParamsSchema,
    handle: async ({ params, caller }) => {
      await deleteCategory(owner(caller).sub, params.id);
      return { status: 204 };
    },
  }),
  'GET /api/policy-categories/{id}/path': defineRoute({
    params: idParamsSchema,
    handle: async ({ params, caller }) => ({ body: await categoryPath(owner(caller).sub, params.id) }),
  }),
  'GET /api/policies': defineRoute({
    query: policiesQuerySchema,
    handle: async ({ query, caller }) => ({
      body: query.categoryId
        ? await listPoliciesIn(owner(caller).sub, query.categoryId)
        : await listAllPolicies(owner(caller).sub),
    }),
  }),
  'POST /api/policies': defineRoute({
    body: createPolicyBodySchema,
    handle: async ({ body, caller }) => ({ status: 201, body: await createPolicy(owner(caller), body) }),
  }),
  'GET /api/policies/recent': defineRoute({
    query: noQuery,
    handle: async ({ caller }) => ({ body: await recentPolicies(owner(caller).sub) }),
  }),
  'GET /api/policies/{id}': defineRoute({
    params: idParamsSchema,
    handle: async ({ params, caller }) => ({ body: await getPolicy(owner(caller).sub, params.id) }),
  }),
  'PUT /api/policies/{id}': defineRoute({
    params: idParamsSchema,
    body: updatePolicyBodySchema,
    handle: async ({ params, body, caller }) => ({
      body: await updatePolicy(owner(caller), params.id, body),
    }),
  }),
  'DELETE /api/policies/{id}': defineRoute({
    params: idParamsSchema,
    handle: async ({ params, caller }) => {
      await deletePolicy(owner(caller).sub, params.id);
      return { status: 204 };
    },
  }),
  'GET /api/policies/{id}/versions': defineRoute({
    params: idParamsSchema,
    handle: async ({ params, caller }) => ({ body: await listVersions(owner(caller).sub, params.id) }),
  }),
  'GET /api/policies/{id}/versions/{version}': defineRoute({
    params: versionParamsSchema,
    handle: async ({ params, caller }) => ({
      body: await getVersion(owner(caller).sub, params.id, params.version),
    }),
  }),
  'POST /api/policies/upload': defineRoute({
    body: startPolicyUploadBodySchema,
    handle: async ({ body, caller }) => {
      const { startPolicyUpload } = await import('../../lib/uploads/policy-files');
      return { status: 201, body: await startPolicyUpload(owner(caller), body) };
    },
  }),
  'POST /api/policies/upload/{uploadId}/convert': defineRoute({
    params: uploadParamsSchema,
    handle: async ({ params, caller }) => {
      const { convertPolicyUpload } = await import('../../lib/uploads/policy-files');
      return { status: 201, body: await convertPolicyUpload(owner(caller), params.uploadId) };
    },
  }),
  'GET /api/policies/{id}/file': defineRoute({
    params: idParamsSchema,
    handle: async ({ params, caller }) => {
      const { policyFileLink } = await import('../../lib/uploads/policy-files');
      return { body: await policyFileLink(owner(caller).sub, params.id) };
    },
  }),
  'POST /api/policy-chat': defineRoute({
    body: policyChatBodySchema,
    handle: async ({ body, caller }) => {
      // The assistant (search index, S3, the AI layer) loads on its first question, not on every cold start.
      const { askPolicyAssistant } = await import('../../lib/services/policy-chat');
      return { body: await askPolicyAssistant(owner(caller).sub, body) };
    },
  }),
  'POST /api/policies/{id}/versions/{version}/restore': defineRoute({
    params: versionParamsSchema,
    body: restoreBodySchema.optional(),
    handle: async ({ params, body, caller }) => ({
      body: await restoreVersion(owner(caller), params.id, params.version, body?.baseVersion),
    }),
  }),
});
