// Monitoring workflow task NotifyBatch (functions/lib/monitoring/tasks.ts).
import { workflowTask } from '../lib/monitoring/handler';
import { notifyBatch } from '../lib/monitoring/tasks/notify-batch';

export const handler = workflowTask('NotifyBatch', (input) => notifyBatch(input));
