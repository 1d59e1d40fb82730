// Names of the payment events an operator is alarmed on; shared by the function that logs them and the CDK alarm.

/** A paid session nobody can be given access for: the webhook keeps it as an orphan payment for support. */
export const ORPHAN_PAYMENT_METRIC = 'OrphanPayments';
