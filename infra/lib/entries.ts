// Where each Lambda's handler module lives, relative to the repository root (DESIGN.md section 2). Kept apart from
// the constructs so that tools (the bundle benchmark) can list the functions without loading the CDK.
import type { Capability } from '../../shared/routes';

/** One module per API capability, exporting `handler`. */
export const capabilityEntry = (capability: Capability): string => `functions/api/${capability}/handler.ts`;

export const PRE_SIGN_UP_ENTRY = 'functions/triggers/pre-sign-up.ts';

/**
 * The monitoring workflow's Task states and the module of each one's Lambda. The state names are the keys both of
 * the state machine (infra/lib/monitoring-workflow.ts) and of the local runner's handler map (infra/local/monitor.ts).
 */
export const WORKFLOW_TASKS = {
  StartRun: 'functions/workflow/start-run.ts',
  CheckSource: 'functions/workflow/check-source.ts',
  RecordChecks: 'functions/workflow/record-checks.ts',
  ProcessChange: 'functions/workflow/process-change.ts',
  PrepareAudience: 'functions/workflow/prepare-audience.ts',
  NotifyBatch: 'functions/workflow/notify-batch.ts',
  FinishRun: 'functions/workflow/finish-run.ts',
  FailRun: 'functions/workflow/fail-run.ts',
} as const;
export type WorkflowTask = keyof typeof WORKFLOW_TASKS;
