// Monitoring workflow task ProcessChange (functions/lib/monitoring/tasks.ts).
import { workflowTask } from '../lib/monitoring/handler';
import { processChangeTask } from '../lib/monitoring/tasks/process-change';

export const handler = workflowTask('ProcessChange', (input) => processChangeTask(input));
