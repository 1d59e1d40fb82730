// The monitoring workflow's tasks (DESIGN.md section 5), one module per Step Functions Task state, so that each task's
// Lambda bundles only what it uses. The state machine (infra/lib/monitoring-workflow.ts) passes each its input; in AWS
// each runs as its own Lambda, locally aws-local-stepfunctions calls them in-process. Every task can be repeated with
// the same input without sending or storing anything twice.
export * from './tasks/start-run';
export * from './tasks/check-source';
export * from './tasks/record-checks';
export * from './tasks/process-change';
export * from './tasks/prepare-audience';
export * from './tasks/notify-batch';
export * from './tasks/finish-run';
