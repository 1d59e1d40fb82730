// Notifications: rendering, sending (SES, SNS or the simulation outbox), delivery records and unsubscribing.
export {
  notifySubscriber,
  sendWelcome,
  notifyMode,
  unsubscribeLinks,
  listUnsubscribeHeaders,
} from './notify';
export type {
  NotifyMode,
  NotifyResult,
  NotifyCounts,
  NotifySubscriberInput,
  NotifyUpdate,
  NotifyOptions,
} from './notify';
export { listOutbox, writeOutbox } from './outbox';
export { unsubscribe, describeToken, ScopeNotAllowed, type UnsubscribeOutcome } from './unsubscribe';
export {
  signUnsubscribeToken,
  verifyUnsubscribeToken,
  InvalidUnsubscribeToken,
  type UnsubscribeScope,
  type UnsubscribeClaims,
} from './unsubscribe-token';
export * from './render';
export { segmentCount, encodingOf, smsUnits } from './sms-encoding';
