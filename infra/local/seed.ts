// Seeds the local stack after it starts: this is where the demo accounts (an admin and a paid user, whose
// credentials the start banner prints) are created. It runs on every `npm start` and must be idempotent.
import type { LocalStack } from './stack';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export interface SeedResult {
  /** Accounts to print in the start banner. */
  accounts: DemoAccount[];
}

/** Nothing to seed yet: the demo accounts arrive with the account and payment capabilities. */
export async function seed(_stack: LocalStack): Promise<SeedResult> {
  return { accounts: [] };
}
