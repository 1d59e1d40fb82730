// Seeds the local stack after it starts: an admin and a paid demo account, whose credentials the start banner prints.
// It runs on every `npm start` and is idempotent: existing accounts are found and left as they are.
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ensureUser, setHasPayment } from '../../functions/lib/services/users';
import { localCognitoClient } from './cognito';
import { ADMIN_GROUP } from './settings';
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

interface DemoSpec extends DemoAccount {
  givenName: string;
  familyName: string;
  username: string;
  groups: string[];
}

/** Local-only credentials: cognito-local's signing key is public, so nothing here protects real data. */
export const DEMO_ACCOUNTS: DemoSpec[] = [
  {
    role: 'admin',
    email: 'admin@agedcare.local',
    password: 'Admin-demo-2025!',
    givenName: 'Alex',
    familyName: 'Admin',
    username: 'admin',
    groups: [ADMIN_GROUP],
  },
  {
    role: 'paid user',
    email: 'provider@agedcare.local',
    password: 'Provider-demo-2025!',
    givenName: 'Priya',
    familyName: 'Provider',
    username: 'priya',
    groups: [],
  },
];

const attr = (attrs: AttributeType[] | undefined, name: string) => attrs?.find((a) => a.Name === name)?.Value;

export async function seed(stack: Pick<LocalStack, 'urls' | 'cognito'>): Promise<SeedResult> {
  const client = localCognitoClient(stack.urls.cognito);
  const UserPoolId = stack.cognito.userPoolId;
  try {
    for (const demo of DEMO_ACCOUNTS) {
      let sub: string | undefined;
      try {
        const existing = await client.send(new AdminGetUserCommand({ UserPoolId, Username: demo.email }));
        sub = attr(existing.UserAttributes, 'sub');
      } catch (error) {
        if (!(error instanceof UserNotFoundException)) throw error;
        const created = await client.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: demo.email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: demo.email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'given_name', Value: demo.givenName },
              { Name: 'family_name', Value: demo.familyName },
              { Name: 'preferred_username', Value: demo.username },
            ],
          }),
        );
        await client.send(
          new AdminSetUserPasswordCommand({ UserPoolId, Username: demo.email, Password: demo.password, Permanent: true }),
        );
        for (const GroupName of demo.groups) {
          await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: demo.email, GroupName }));
        }
        sub = attr(created.User?.Attributes, 'sub');
      }
      if (!sub) throw new Error(`The local user pool returned no id for ${demo.email}`);
      // Both demo accounts have paid, so they open the signed-in area straight away.
      await ensureUser({
        sub,
        email: demo.email,
        username: demo.username,
        givenName: demo.givenName,
        familyName: demo.familyName,
        groups: demo.groups,
      });
      await setHasPayment(sub);
    }
  } finally {
    client.destroy();
  }
  return { accounts: DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })) };
}
