// Monitoring workflow task StartRun (functions/lib/monitoring/tasks.ts).
import { workflowTask } from '../lib/monitoring/handler';
import { startRun } from '../lib/monitoring/tasks/start-run';

export const handler = workflowTask('StartRun', (input) => startRun(input));
