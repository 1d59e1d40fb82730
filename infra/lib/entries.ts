// Where each Lambda's handler module lives, relative to the repository root (DESIGN.md section 2). Kept apart from
// the constructs so that tools (the bundle benchmark) can list the functions without loading the CDK.
import type { Capability } from '../../shared/routes';

/** One module per API capability, exporting `handler`. */
export const capabilityEntry = (capability: Capability): string => `functions/api/${capability}/handler.ts`;

export const PRE_SIGN_UP_ENTRY = 'functions/triggers/pre-sign-up.ts';
