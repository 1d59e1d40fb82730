// The local stand-in for the Step Functions API, served by the local gateway: StartExecution (what the admin page's
// "Run monitoring now" calls through the AWS SDK, with AWS_ENDPOINT_URL_SFN pointing here) runs the monitoring
// workflow in this process with aws-local-stepfunctions. Only the one state machine and the one action exist.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalEndpoint } from './gateway';
import { describeRun, runMonitoringLocally, type MonitorInput } from './monitor';
import { LOCAL_REGION } from './settings';

export const LOCAL_STEP_FUNCTIONS_PREFIX = '/__local/stepfunctions';
export const LOCAL_STATE_MACHINE_ARN = `arn:aws:states:${LOCAL_REGION}:000000000000:stateMachine:monitoring-local`;

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function localStepFunctions(options: { quiet?: boolean } = {}): LocalEndpoint {
  return {
    prefix: LOCAL_STEP_FUNCTIONS_PREFIX,
    async handle(req, res) {
      const target = String(req.headers['x-amz-target'] ?? '');
      if (req.method !== 'POST' || target !== 'AWSStepFunctions.StartExecution') {
        reply(res, 400, {
          __type: 'UnknownOperationException',
          message: `The local Step Functions stand-in only runs StartExecution, not '${target || req.method}'.`,
        });
        return;
      }
      let request: { stateMachineArn?: string; name?: string; input?: string };
      let input: MonitorInput;
      try {
        request = JSON.parse(await readBody(req)) as typeof request;
        input = JSON.parse(request.input ?? '{}') as MonitorInput;
      } catch {
        reply(res, 400, {
          __type: 'InvalidExecutionInput',
          message: 'The request or its input is not valid JSON.',
        });
        return;
      }
      if (request.stateMachineArn !== LOCAL_STATE_MACHINE_ARN) {
        reply(res, 400, {
          __type: 'StateMachineDoesNotExist',
          message: `State Machine Does Not Exist: '${request.stateMachineArn ?? ''}'`,
        });
        return;
      }
      const name = request.name ?? input.runId ?? `local-${Date.now()}`;
      // Started, not awaited: like Step Functions, the call answers at once and the run goes on in the background.
      void runMonitoringLocally({ ...input, runId: input.runId ?? name })
        .then(async (result) => {
          if (!options.quiet) console.log(`[monitor]\n${await describeRun(result)}`);
        })
        .catch((error: unknown) => console.error('[monitor] the run could not be executed:', error));
      reply(res, 200, {
        executionArn: `${LOCAL_STATE_MACHINE_ARN.replace(':stateMachine:', ':execution:')}:${name}`,
        startDate: Date.now() / 1000,
      });
    },
  };
}
