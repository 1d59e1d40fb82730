// Monitoring workflow task FailRun (functions/lib/monitoring/tasks.ts).
import { workflowTask } from '../lib/monitoring/handler';
import { failRun } from '../lib/monitoring/tasks/finish-run';

export const handler = workflowTask('FailRun', (input) => failRun(input));
