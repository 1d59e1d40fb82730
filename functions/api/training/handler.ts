// Training capability: modules generated from the account's policies, answers checked one at a time, progress and the
// training record. Every id is looked up inside the caller's own partition, so another account's id is not found.
import {
  answerSchema,
  generateModuleSchema,
  moduleParamsSchema,
  saveProgressSchema,
} from '../../../shared/contracts/training';
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { requireCaller } from '../../lib/http/auth';
import { contentDisposition } from '../../lib/uploads/objects';
import {
  answerQuestion,
  deleteModule,
  generateModule,
  getModule,
  getProgress,
  listModules,
  listProgress,
  regenerateModule,
  saveProgress,
  trainingRecordCsv,
} from '../../lib/services/training';

export const handler = capabilityHandler('training', {
  'GET /api/training/modules': defineRoute({
    handle: async ({ caller }) => ({ body: await listModules(requireCaller(caller)) }),
  }),
  'POST /api/training/modules/generate': defineRoute({
    body: generateModuleSchema,
    handle: async ({ body, caller }) => ({
      status: 201,
      body: await generateModule(requireCaller(caller), body),
    }),
  }),
  'GET /api/training/modules/{id}': defineRoute({
    params: moduleParamsSchema,
    handle: async ({ params, caller }) => ({ body: await getModule(requireCaller(caller), params.id) }),
  }),
  'DELETE /api/training/modules/{id}': defineRoute({
    params: moduleParamsSchema,
    handle: async ({ params, caller }) => {
      await deleteModule(requireCaller(caller), params.id);
      return { status: 204 };
    },
  }),
  'POST /api/training/modules/{id}/answer': defineRoute({
    params: moduleParamsSchema,
    body: answerSchema,
    handle: async ({ params, body, caller }) => ({
      body: await answerQuestion(requireCaller(caller), params.id, body),
    }),
  }),
  'POST /api/training/modules/{id}/regenerate': defineRoute({
    params: moduleParamsSchema,
    handle: async ({ params, caller }) => ({
      body: await regenerateModule(requireCaller(caller), params.id),
    }),
  }),
  'GET /api/training/progress': defineRoute({
    handle: async ({ caller }) => ({ body: await listProgress(requireCaller(caller)) }),
  }),
  'GET /api/training/progress/{id}': defineRoute({
    params: moduleParamsSchema,
    handle: async ({ params, caller }) => ({ body: await getProgress(requireCaller(caller), params.id) }),
  }),
  'POST /api/training/progress/{id}': defineRoute({
    params: moduleParamsSchema,
    body: saveProgressSchema,
    handle: async ({ params, body, caller }) => ({
      body: await saveProgress(requireCaller(caller), params.id, body),
    }),
  }),
  'GET /api/training/record': defineRoute({
    handle: async ({ caller }) => ({
      bytes: new TextEncoder().encode(await trainingRecordCsv(requireCaller(caller))),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': contentDisposition('attachment', 'Training record.csv'),
        'cache-control': 'private, no-store',
      },
    }),
  }),
});
