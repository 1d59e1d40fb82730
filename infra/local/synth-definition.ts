// Prints the local monitoring state machine definition (./monitor.ts synthesizeDefinition) as JSON. Run in a child
// process by the local runner, so that the process that executes runs never holds the CDK library in memory.
import { synthesizeDefinition } from './workflow-definition';

process.stdout.write(JSON.stringify(synthesizeDefinition(process.argv[2])));
