// Monitoring workflow task RecordChecks (functions/lib/monitoring/tasks.ts).
import { workflowTask } from '../lib/monitoring/handler';
import { recordChecks } from '../lib/monitoring/tasks/record-checks';

export const handler = workflowTask('RecordChecks', (input) => recordChecks(input));
