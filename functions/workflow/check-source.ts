// Monitoring workflow task CheckSource (functions/lib/monitoring/tasks.ts).
import { workflowTask } from '../lib/monitoring/handler';
import { checkSourceTask } from '../lib/monitoring/tasks/check-source';

export const handler = workflowTask('CheckSource', (input) => checkSourceTask(input));
