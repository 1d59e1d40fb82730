// When the monitoring workflow runs: 06:00 in Sydney every day, before providers start their day. EventBridge
// Scheduler (./monitoring.ts) and the local stack's croner schedule (infra/local/start.ts) both read it from here.
export const MONITORING_HOUR = 6;
export const MONITORING_MINUTE = 0;
export const MONITORING_TIME_ZONE = 'Australia/Sydney';
/** The same time as a five-field cron expression, for croner. */
export const MONITORING_CRON = `${MONITORING_MINUTE} ${MONITORING_HOUR} * * *`;
