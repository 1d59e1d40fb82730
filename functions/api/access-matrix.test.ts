// The access matrix, generated from the route table: every route, called by an anonymous visitor, a signed-in user
// who has not paid, a paid user and an admin, answers what its access level promises. A new route cannot skip this.
import { randomUUID } from 'node:crypto';
import { getAssessment, runAssessment } from '../lib/services/assessment';
import { generateModule, getModule, getProgress } from '../lib/services/training';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ROUTES, type Access, type RouteDef } from '../../shared/routes';
import { sampleEventFileName } from '../../infra/local/events';
import { startTestBucket, type TestBucket } from '../testing/bucket';
import { startTestTable, type TestTable } from '../testing/table';
import { lambdaContext } from '../testing/events';
import { asCaller } from '../testing/callers';
import { ensureUser, setHasPayment } from '../lib/services/users';
import type { Caller } from '../lib/http/auth';
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import {
  createCategory,
  createPolicy,
  getCategory,
  getPolicy,
  listCategories,
  listPoliciesIn,
  listVersions,
  updatePolicy,
} from '../lib/services/policies';
import { startPolicyUpload } from '../lib/uploads/policy-files';
import { s3 } from '../lib/s3-client';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import {
  accountSubscriber,
  confirmDocument,
  confirmLogo,
  getSubscriberProfile,
  listDocuments,
  readLogo,
  saveBusinessProfile,
  startFileUpload,
} from '../lib/services/business-profile';

type CallerKind = 'anonymous' | 'unpaid' | 'paid' | 'admin';
const KINDS: CallerKind[] = ['anonymous', 'unpaid', 'paid', 'admin'];

/** What each access level promises each kind of caller: a status, or 'allowed' (no 401/402/403, no 5xx). */
const PROMISE: Record<Access, Record<CallerKind, number | 'allowed'>> = {
  public: { anonymous: 'allowed', unpaid: 'allowed', paid: 'allowed', admin: 'allowed' },
  user: { anonymous: 401, unpaid: 'allowed', paid: 'allowed', admin: 'allowed' },
  paid: { anonymous: 401, unpaid: 402, paid: 'allowed', admin: 'allowed' },
  admin: { anonymous: 401, unpaid: 403, paid: 403, admin: 'allowed' },
};

const callers: Record<Exclude<CallerKind, 'anonymous'>, Caller> = {
  unpaid: {
    sub: 'matrix-unpaid',
    email: 'unpaid@provider.org.au',
    username: 'unpaid',
    givenName: 'Una',
    familyName: 'Paid',
    groups: [],
  },
  paid: {
    sub: 'matrix-paid',
    email: 'paid@provider.org.au',
    username: 'paid',
    givenName: 'Pat',
    familyName: 'Paid',
    groups: [],
  },
  admin: {
    sub: 'matrix-admin',
    email: 'admin@provider.org.au',
    username: 'admin',
    givenName: 'Ada',
    familyName: 'Min',
    groups: ['admin'],
  },
};

function eventFor(route: RouteDef, kind: CallerKind): APIGatewayProxyEventV2 {
  const file = new URL(`../../events/${sampleEventFileName(route)}`, import.meta.url);
  const sample = JSON.parse(readFileSync(file, 'utf8')) as APIGatewayProxyEventV2;
  return asCaller(sample, kind === 'anonymous' ? null : callers[kind]);
}

let table: TestTable;
let bucket: TestBucket;
const sfn = mockClient(SFNClient);
beforeAll(async () => {
  table = await startTestTable();
  bucket = await startTestBucket();
  process.env.LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_matrix';
  process.env.APP_URL = 'http://localhost:3000';
  // Starting a monitoring run calls Step Functions: answered by a mock, as AWS would accept it.
  process.env.STATE_MACHINE_ARN = 'arn:aws:states:ap-southeast-2:123456789012:stateMachine:monitoring';
  sfn
    .on(StartExecutionCommand)
    .resolves({ executionArn: 'arn:aws:states:::execution:monitoring:x', startDate: new Date() });
  for (const c of Object.values(callers)) await ensureUser(c);
  await setHasPayment(callers.paid.sub);
  await setHasPayment(callers.admin.sub);
});
afterAll(async () => {
  sfn.restore();
  await bucket.stop();
  await table.stop();
});

describe.each(ROUTES as readonly RouteDef[])('$method $path ($access)', (route) => {
  it.each(KINDS)('answers a %s caller as promised', async (kind) => {
    const { handler } = (await import(`./${route.capability}/handler.ts`)) as {
      handler: (
        e: APIGatewayProxyEventV2,
        c: ReturnType<typeof lambdaContext>,
      ) => Promise<{ statusCode: number; body?: string }>;
    };
    const res = await handler(eventFor(route, kind), lambdaContext());
    const promised = PROMISE[route.access][kind];
    if (promised === 'allowed') {
      expect([401, 402, 403], res.body).not.toContain(res.statusCode);
      expect(res.statusCode, res.body).toBeLessThan(500);
    } else {
      expect(res.statusCode, res.body).toBe(promised);
      if (promised === 402)
        expect(JSON.parse(res.body ?? '{}')).toMatchObject({
          paymentRequired: true,
          userId: callers.unpaid.sub,
          email: callers.unpaid.email,
        });
    }
  });
});

// Cross-account access: for every route that takes an id, a second paid account calling it with the first account's
// ids gets 404 and none of the owner's data, and the owner's data is unchanged afterwards. A new id route must say
// how to make something an account owns (OWNED below), or this test fails.
const owner: Caller = {
  sub: 'matrix-owner',
  email: 'owner@provider.org.au',
  username: 'owner',
  givenName: 'Olive',
  familyName: 'Owner',
  groups: [],
};
const intruder = callers.paid;

interface Owned {
  params: Record<string, string>;
  /** Text only the owner's data contains: it must never appear in the intruder's answer. */
  secret: string;
  /** Reads the owned thing back as the owner, to check nothing changed. */
  readBack: () => Promise<unknown>;
}

const SECRET = 'Owner-only text 7f3a';
async function ownedPolicy(): Promise<Owned> {
  const category = await createCategory(owner, {
    name: `${SECRET} category`,
    description: null,
    parentId: null,
  });
  const policy = await createPolicy(owner, {
    title: `${SECRET} policy`,
    content: `${SECRET}: first version`,
    categoryId: category.id,
    isPublished: true,
  });
  await updatePolicy(owner, policy.id, {
    title: policy.title,
    content: `${SECRET}: second version`,
    isPublished: true,
  });
  return {
    params: { id: policy.id, version: '1' },
    secret: SECRET,
    readBack: async () => [await getPolicy(owner.sub, policy.id), await listVersions(owner.sub, policy.id)],
  };
}
async function ownedCategory(): Promise<Owned> {
  const category = await createCategory(owner, {
    name: `${SECRET} empty category`,
    description: null,
    parentId: null,
  });
  return {
    params: { id: category.id },
    secret: SECRET,
    readBack: async () => getCategory(owner.sub, category.id),
  };
}

async function ownedUpload(): Promise<Owned> {
  const category = await createCategory(owner, {
    name: `${SECRET} uploads`,
    description: null,
    parentId: null,
  });
  const ticket = await startPolicyUpload(owner, {
    categoryId: category.id,
    fileName: 'owner.md',
    size: 40,
    contentType: 'text/markdown',
  });
  await s3().send(
    new PutObjectCommand({
      Bucket: process.env.DOCUMENTS_BUCKET,
      Key: ticket.fields.key,
      Body: `# ${SECRET}\n\nOwner's text.`,
    }),
  );
  return {
    params: { uploadId: ticket.uploadId },
    secret: SECRET,
    readBack: async () => listPoliciesIn(owner.sub, category.id),
  };
}

/** The owner's subscriber with a saved business profile and a document. */
async function ownedProfile(): Promise<Owned> {
  const { id } = await accountSubscriber(owner);
  await saveBusinessProfile(owner, id, {
    businessName: `${SECRET} Care`,
    businessType: undefined,
    size: undefined,
    mission: undefined,
    clientele: undefined,
    challenges: undefined,
    registrationCategories: undefined,
    serviceSettings: undefined,
    states: undefined,
    description: `${SECRET}: what the owner's business does`,
  });
  const ticket = await startFileUpload(owner, id, 'document', {
    fileName: 'owner.pdf',
    size: 40,
    contentType: 'application/pdf',
  });
  await s3().send(
    new PutObjectCommand({
      Bucket: process.env.DOCUMENTS_BUCKET,
      Key: ticket.fields.key,
      ContentType: 'application/pdf',
      Body: `%PDF-1.4 ${SECRET}`,
    }),
  );
  const document = await confirmDocument(owner, id, { uploadId: ticket.uploadId, description: SECRET });
  const logoTicket = await startFileUpload(owner, id, 'logo', {
    fileName: 'owner.svg',
    size: 80,
    contentType: 'image/svg+xml',
  });
  await s3().send(
    new PutObjectCommand({
      Bucket: process.env.DOCUMENTS_BUCKET,
      Key: logoTicket.fields.key,
      ContentType: 'image/svg+xml',
      Body: `<svg xmlns="http://www.w3.org/2000/svg"><title>${SECRET}</title></svg>`,
    }),
  );
  await confirmLogo(owner, id, { uploadId: logoTicket.uploadId });
  return {
    params: { id, documentId: document.id },
    secret: SECRET,
    readBack: async () => [
      await getSubscriberProfile(owner, id),
      await listDocuments(owner, id),
      Buffer.from((await readLogo(owner, id)).bytes).toString('utf8'),
    ],
  };
}

/** The owner's assessment of one of their policies. */
async function ownedAssessment(): Promise<Owned> {
  const category = await createCategory(owner, {
    name: `${SECRET} assessed`,
    description: null,
    parentId: null,
  });
  const policy = await createPolicy(owner, {
    title: `${SECRET} complaints policy`,
    content: `# Complaints\n\n${SECRET}: complaints are acknowledged within 2 business days.`,
    categoryId: category.id,
    isPublished: true,
  });
  const jobId = randomUUID();
  await runAssessment({ kind: 'account', caller: owner }, { jobId, policyId: policy.id });
  return {
    params: { id: jobId },
    secret: SECRET,
    readBack: async () => getAssessment({ kind: 'account', caller: owner }, jobId),
  };
}

/** The owner's training module on one of their policies, with a finished run. */
async function ownedModule(): Promise<Owned> {
  const category = await createCategory(owner, {
    name: `${SECRET} training`,
    description: null,
    parentId: null,
  });
  const policy = await createPolicy(owner, {
    title: `${SECRET} incident policy`,
    content: [
      '# Incident Management',
      '',
      `${SECRET}: Priority 1 incidents are reported to the Commission within 24 hours.`,
      'Priority 2 incidents are reported within 30 days.',
      'The registered nurse makes the person safe and calls the police where a crime may have occurred.',
      'The manager investigates each incident and records the outcome in the incident register.',
      'Families are told what happened under open disclosure.',
      'Incident records are kept for 7 years.',
      'The Board reviews incident trends every quarter.',
    ].join('\n'),
    categoryId: category.id,
    isPublished: true,
  });
  const module = await generateModule(owner, {
    policyId: policy.id,
    title: `${SECRET} module`,
    numQuestions: 5,
  });
  return {
    params: { id: module.id },
    secret: SECRET,
    readBack: async () => [await getModule(owner, module.id), await getProgress(owner, module.id)],
  };
}

/** For each id-taking path prefix: how to make something the owner has. */
const OWNED: Array<[prefix: string, make: () => Promise<Owned>]> = [
  ['/api/subscribers/{id}', ownedProfile],
  ['/api/policies/upload/{uploadId}', ownedUpload],
  ['/api/policy-categories/{id}', ownedCategory],
  ['/api/policies/{id}', ownedPolicy],
  ['/api/assessments/{id}', ownedAssessment],
  ['/api/training/modules/{id}', ownedModule],
  ['/api/training/progress/{id}', ownedModule],
];

const ID_ROUTES = (ROUTES as readonly RouteDef[]).filter(
  (r) => /\{\w+\}/.test(r.path) && r.access !== 'public',
);

describe('an id route called by another account', () => {
  beforeAll(async () => {
    await ensureUser(owner);
    await setHasPayment(owner.sub);
  });

  it.each(ID_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s answers 404 with none of the owner's data",
    async (_name, route) => {
      const make = OWNED.find(([prefix]) => route.path.startsWith(prefix))?.[1];
      expect(make, `no OWNED entry for ${route.path}`).toBeDefined();
      if (!make) return;
      const owned = await make();
      const before = JSON.stringify(await owned.readBack());

      const sample = eventFor(route, 'paid');
      const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => owned.params[name] ?? '');
      const event = {
        ...sample,
        rawPath: path,
        pathParameters: { ...sample.pathParameters, ...owned.params },
        requestContext: { ...sample.requestContext, http: { ...sample.requestContext.http, path } },
      };
      const { handler } = (await import(`./${route.capability}/handler.ts`)) as {
        handler: (
          e: APIGatewayProxyEventV2,
          c: ReturnType<typeof lambdaContext>,
        ) => Promise<{ statusCode: number; body?: string }>;
      };
      const res = await handler(asCaller(event, intruder), lambdaContext());
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body ?? '').not.toContain(owned.secret);
      expect(JSON.stringify(await owned.readBack())).toBe(before);
    },
  );
});

// Ids in the request body: another account's policy or category named in a question, a new policy, a new
// sub-category or an upload is not found (404) and changes nothing of the owner's.
describe("another account's id in the body", () => {
  const call = async (route: string, body: unknown) => {
    const found = (ROUTES as readonly RouteDef[]).find((r) => `${r.method} ${r.path}` === route);
    if (!found) throw new Error(`no route ${route}`);
    const sample = eventFor(found, 'paid');
    const { handler } = (await import(`./${found.capability}/handler.ts`)) as {
      handler: (
        e: APIGatewayProxyEventV2,
        c: ReturnType<typeof lambdaContext>,
      ) => Promise<{ statusCode: number; body?: string }>;
    };
    return handler(asCaller({ ...sample, body: JSON.stringify(body) }, intruder), lambdaContext());
  };

  it.each([
    [
      'POST /api/policy-chat',
      (ids: { policy: string }) => ({ question: 'What does the policy say?', policyId: ids.policy }),
    ],
    [
      'POST /api/policy-chat',
      (ids: { category: string }) => ({ question: 'What does the policy say?', categoryId: ids.category }),
    ],
    [
      'POST /api/policies',
      (ids: { category: string }) => ({
        title: 'Mine now',
        content: 'Text',
        categoryId: ids.category,
        isPublished: true,
      }),
    ],
    [
      'POST /api/policy-categories',
      (ids: { category: string }) => ({ name: 'Mine now', parentId: ids.category }),
    ],
    [
      'POST /api/policies/upload',
      (ids: { category: string }) => ({
        categoryId: ids.category,
        fileName: 'x.pdf',
        size: 10,
        contentType: 'application/pdf',
      }),
    ],
  ] as const)('%s answers 404 and changes nothing', async (route, makeBody) => {
    await ensureUser(owner);
    await setHasPayment(owner.sub);
    const category = await createCategory(owner, {
      name: `${SECRET} body ids`,
      description: null,
      parentId: null,
    });
    const policy = await createPolicy(owner, {
      title: `${SECRET} policy`,
      content: `${SECRET}: text`,
      categoryId: category.id,
      isPublished: true,
    });
    const before = JSON.stringify([
      await listCategories(owner.sub, category.id),
      await listPoliciesIn(owner.sub, category.id),
    ]);

    const res = await call(route, makeBody({ policy: policy.id, category: category.id }));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.body ?? '').not.toContain(SECRET);
    expect(
      JSON.stringify([
        await listCategories(owner.sub, category.id),
        await listPoliciesIn(owner.sub, category.id),
      ]),
    ).toBe(before);
  });
});
