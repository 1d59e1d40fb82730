// The browser's copy of training progress under the spec's keys (section 8): 'training_progress_{moduleId}' and
// 'training_completed_modules'. The server is the source of truth; this copy is read only when the server cannot be
// reached, to show the last result.
import * as z from 'zod';

const cachedSchema = z.object({
  module_id: z.string(),
  answers: z.array(z.number().nullable()),
  completed: z.boolean(),
  score: z.number(),
  completed_at: z.string().nullable(),
  timestamp: z.string(),
});
export type CachedProgress = z.infer<typeof cachedSchema>;

const progressKey = (moduleId: string) => `training_progress_${moduleId}`;
const COMPLETED_KEY = 'training_completed_modules';

function completedIds(): string[] {
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(localStorage.getItem(COMPLETED_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function cacheProgress(progress: Omit<CachedProgress, 'timestamp'>): void {
  try {
    localStorage.setItem(
      progressKey(progress.module_id),
      JSON.stringify({ ...progress, timestamp: new Date().toISOString() }),
    );
    const ids = new Set(completedIds());
    if (progress.completed) ids.add(progress.module_id);
    else ids.delete(progress.module_id);
    localStorage.setItem(COMPLETED_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage full or disabled: the server has the progress anyway.
  }
}

export function cachedProgress(moduleId: string): CachedProgress | null {
  try {
    const parsed = cachedSchema.safeParse(JSON.parse(localStorage.getItem(progressKey(moduleId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
