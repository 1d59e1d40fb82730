// Monitoring workflow task PrepareAudience (functions/lib/monitoring/tasks.ts).
import { workflowTask } from '../lib/monitoring/handler';
import { prepareAudience } from '../lib/monitoring/tasks/prepare-audience';

export const handler = workflowTask('PrepareAudience', (input) => prepareAudience(input));
