// Monitoring workflow task FinishRun (functions/lib/monitoring/tasks.ts).
import { workflowTask } from '../lib/monitoring/handler';
import { finishRun } from '../lib/monitoring/tasks/finish-run';

export const handler = workflowTask('FinishRun', (input) => finishRun(input));
