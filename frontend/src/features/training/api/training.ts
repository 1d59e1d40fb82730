// The training calls (spec section 7): modules, generation, one module, answers, progress, the record; with the query
// keys, so that a finished run refreshes the grid and the dashboard.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerResultSchema,
  moduleListSchema,
  moduleProgressSchema,
  progressListSchema,
  trainingModuleSchema,
  type Answer,
  type GenerateModule,
  type SaveProgress,
  type TrainingModule,
} from '@shared/contracts/training';
import { ApiError, apiJson, apiRequest } from '@/lib/api';
import { downloadFromApi } from '@/lib/download';

export const trainingKeys = {
  all: ['training'] as const,
  modules: () => ['training', 'modules'] as const,
  module: (id: string) => ['training', 'module', id] as const,
  progress: (id: string) => ['training', 'progress', id] as const,
  progressList: () => ['training', 'progress'] as const,
};

const enc = encodeURIComponent;

export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: trainingKeys.modules(),
    queryFn: () => apiJson('/api/training/modules', moduleListSchema),
  });

export function useModules() {
  return useQuery(modulesQueryOptions());
}

export function useModule(id: string) {
  return useQuery({
    queryKey: trainingKeys.module(id),
    queryFn: () => apiJson(`/api/training/modules/${enc(id)}`, trainingModuleSchema),
    retry: false,
  });
}

export function useModuleProgress(id: string) {
  return useQuery({
    queryKey: trainingKeys.progress(id),
    queryFn: () => apiJson(`/api/training/progress/${enc(id)}`, moduleProgressSchema),
    retry: false,
  });
}

/** The dashboard's completed training. */
export function useTrainingProgress() {
  return useQuery({
    queryKey: trainingKeys.progressList(),
    queryFn: () => apiJson('/api/training/progress', progressListSchema),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a generation may go on after its request gave up (the function may run two minutes). */
const FOLLOW_LIMIT_MS = 150_000;

/** Generates a module under an id chosen here, so that a generation the gateway gave up on can still be found. */
export async function generateModule(input: Omit<GenerateModule, 'id'>): Promise<TrainingModule> {
  const id = crypto.randomUUID();
  try {
    return await apiJson('/api/training/modules/generate', trainingModuleSchema, {
      method: 'POST',
      body: { ...input, id },
    });
  } catch (e) {
    if (!(e instanceof ApiError) || (e.status !== 0 && e.status < 500)) throw e;
    const until = Date.now() + FOLLOW_LIMIT_MS;
    while (Date.now() < until) {
      await sleep(2000);
      const made = await apiJson(`/api/training/modules/${enc(id)}`, trainingModuleSchema).catch(() => null);
      if (made) return made;
    }
    throw e;
  }
}

export function useGenerateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateModule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.modules() }),
  });
}

export function useRegenerateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson(`/api/training/modules/${enc(id)}/regenerate`, trainingModuleSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/training/modules/${enc(id)}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

export function answerQuestion(moduleId: string, answer: Answer) {
  return apiJson(`/api/training/modules/${enc(moduleId)}/answer`, answerResultSchema, {
    method: 'POST',
    body: answer,
  });
}

export function saveProgress(moduleId: string, progress: SaveProgress) {
  return apiJson(`/api/training/progress/${enc(moduleId)}`, moduleProgressSchema, {
    method: 'POST',
    body: progress,
  });
}

/** Saves the account's training record (CSV). */
export function downloadTrainingRecord(): Promise<void> {
  return downloadFromApi(
    '/api/training/record',
    `Training record - ${new Date().toISOString().slice(0, 10)}.csv`,
  );
}
