// Writes a sample API Gateway v2 event into events/ for every route in shared/routes.ts that has none yet
// (`node --import tsx infra/local/make-events.ts`; `--force` rewrites them all from SAMPLES below), built by the
// same code as the local gateway's events, with fixed ids and times so that the files do not churn.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ROUTES, routeKey, type RouteDef } from '../../shared/routes';
import { buildHttpApiEvent, sampleEventFileName } from './events';
import { REPO_ROOT } from './settings';

const EVENTS_DIR = join(REPO_ROOT, 'events');
const SAMPLE_TIME = new Date('2026-11-22T03:00:00.000Z');
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAMPLE_SUB = '6f1c2a9e-3b7d-4c55-9a0e-2d4b8c1f7e10';
const SAMPLE_EMAIL = 'jane.citizen@sunrise-care.example.com.au';

interface SampleRequest {
  body?: unknown;
  query?: string;
  /** Sent by another system rather than the SPA (no browser headers). */
  headers?: Record<string, string>;
  fromBrowser?: boolean;
}

/** What each route's sample request carries; a route missing here gets an empty JSON body (POST) or none (GET). */
const SAMPLES: Record<string, SampleRequest> = {
  'POST /api/subscribers': {
    body: {
      email: 'jane@example.com',
      phone: '0412 345 678',
      emailEnabled: true,
      smsEnabled: true,
      firstName: 'Subscriber',
      lastName: 'User',
      consent: true,
    },
  },
  'POST /api/waitlist': { body: { email: 'owner@provider.org.au' } },
  'POST /api/test-sms': {
    body: { phoneNumber: '0412 345 678', message: 'Test alert from the admin tools', forceSimulation: true },
  },
  'POST /api/admin/test-email': {
    body: {
      email: 'owner@provider.org.au',
      subject: 'Test email',
      message: 'A test of the email alerts.',
      forceSimulation: true,
    },
  },
  'POST /api/admin/monitoring/runs': { body: { forceSimulation: true } },
  'POST /api/account/subscription': { body: { subscriberId: '3e0ce31e-7736-494b-bf58-7f837b6d3f80' } },
  'POST /api/payment/create-checkout-session': { body: { email: SAMPLE_EMAIL, userId: SAMPLE_SUB } },
  'POST /api/payment/verify-payment': {
    body: { sessionId: 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsT', email: SAMPLE_EMAIL },
  },
  'POST /api/payment/webhook': {
    fromBrowser: false,
    headers: {
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'content-type': 'application/json; charset=utf-8',
      // A sample only: tests sign their own payloads with stripe.webhooks.generateTestHeaderString.
      'stripe-signature': 't=1795316400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
    },
    body: {
      id: 'evt_1QSampleA1b2C3d4E5f6G7h8',
      object: 'event',
      api_version: '2025-10-29.clover',
      created: 1795316400,
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsT',
          object: 'checkout.session',
          amount_total: 450,
          currency: 'aud',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_3QSampleA1b2C3d4E5f6G7h8',
          client_reference_id: SAMPLE_SUB,
          customer_email: SAMPLE_EMAIL,
          customer_details: { email: SAMPLE_EMAIL, name: 'Jane Citizen' },
          metadata: { userId: SAMPLE_SUB },
        },
      },
    },
  },
  'GET /api/policy-updates': { query: 'limit=20' },
  'GET /api/policy-categories': { query: 'parentId=01JD0W6Z3Q8M5T2R7X9YB4C6DE' },
  'POST /api/policy-categories': {
    body: { name: 'Clinical care', description: 'Medication, wounds and falls', parentId: null, order: 0 },
  },
  'PUT /api/policy-categories/{id}': { body: { name: 'Clinical care', description: 'Clinical policies' } },
  'GET /api/policies': { query: 'categoryId=01JD0W6Z3Q8M5T2R7X9YB4C6DE' },
  'POST /api/policies': {
    body: {
      title: 'Medication Management Policy',
      content: '# Medication Management Policy\n\n## Policy Statement\n\nMedicines are given safely.',
      categoryId: '01JD0W6Z3Q8M5T2R7X9YB4C6DE',
      isPublished: true,
    },
  },
  'PUT /api/policies/{id}': {
    body: {
      title: 'Medication Management Policy',
      content:
        '# Medication Management Policy\n\n## Policy Statement\n\nMedicines are given safely and recorded.',
      isPublished: true,
      baseVersion: 1,
    },
  },
  'POST /api/policies/{id}/versions/{version}/restore': { body: { baseVersion: 2 } },
  'POST /api/policies/upload': {
    body: {
      categoryId: '01JD0W6Z3Q8M5T2R7X9YB4C6DE',
      fileName: 'Falls Prevention Policy.docx',
      size: 48213,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  },
  'POST /api/policy-chat': {
    body: {
      question: 'How quickly do we report a priority 1 incident?',
      categoryId: '01JD0W6Z3Q8M5T2R7X9YB4C6DE',
    },
  },
  'PATCH /api/subscribers/{id}/business-profile': {
    body: {
      businessName: 'Sunrise Community Care',
      businessType: 'Home care provider (Support at Home)',
      size: '120 clients, 45 staff',
      description:
        'We deliver in-home personal care, nursing and domestic assistance to older people across the Hunter region.',
    },
  },
  'POST /api/subscribers/{id}/documents/upload': {
    body: { fileName: 'Accreditation certificate.pdf', size: 182311, contentType: 'application/pdf' },
  },
  'POST /api/subscribers/{id}/documents': {
    body: { uploadId: '01JD0X2K7M4N8P1Q5R9S3T6V0W', description: 'Accreditation certificate 2026' },
  },
};

/** Claims as the JWT authorizer passes them for a signed-in user's ID token (strings only). */
export function sampleClaims(access: RouteDef['access']): Record<string, string> {
  return {
    sub: SAMPLE_SUB,
    aud: 'samplewebclientid0000000000',
    iss: 'https://cognito-idp.ap-southeast-2.amazonaws.com/ap-southeast-2_SAMPLE123',
    token_use: 'id',
    email: SAMPLE_EMAIL,
    email_verified: 'true',
    given_name: 'Jane',
    family_name: 'Citizen',
    preferred_username: 'janecitizen',
    'cognito:username': SAMPLE_SUB,
    ...(access === 'admin' ? { 'cognito:groups': '[admin]' } : {}),
    auth_time: '1795316100',
    iat: '1795316100',
    exp: '1795319700',
  };
}

export function sampleEvent(route: RouteDef): APIGatewayProxyEventV2 {
  const sample = SAMPLES[routeKey(route)] ?? {};
  const sampleParam = (name: string) =>
    name === 'version' ? '1' : `sample-${name}`.replace(/[^A-Za-z0-9_-]/g, '');
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => sampleParam(name));
  const params: Record<string, string> = {};
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) if (name) params[name] = sampleParam(name);
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body = sendsBody ? JSON.stringify(sample.body ?? {}) : '';
  const browser =
    sample.fromBrowser === false
      ? {}
      : {
          accept: 'application/json',
          'accept-language': 'en-AU,en;q=0.9',
          // Browsers send Origin with POSTs, not with same-origin GETs.
          ...(sendsBody ? { origin: 'http://localhost:3000' } : {}),
          referer: 'http://localhost:3000/',
          'user-agent': BROWSER_USER_AGENT,
        };
  const event = buildHttpApiEvent(
    {
      method: route.method,
      url: sample.query ? `${path}?${sample.query}` : path,
      headers: {
        ...browser,
        ...(sendsBody
          ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
          : {}),
        ...sample.headers,
        host: 'localhost:3000',
        ...(route.access !== 'public'
          ? { authorization: 'Bearer eyJraWQiOiJzYW1wbGUifQ.sample.signature' }
          : {}),
        'x-amzn-trace-id': 'Root=1-6920a5b0-0123456789abcdef01234567',
      },
      body: Buffer.from(body),
      sourceIp: sample.fromBrowser === false ? '54.187.174.169' : '203.0.113.10',
      localPort: 3000,
    },
    route,
    params,
    route.access === 'public' ? null : { claims: sampleClaims(route.access), scopes: null },
    SAMPLE_TIME,
  );
  return {
    ...event,
    requestContext: {
      ...event.requestContext,
      requestId: `sample-${sampleEventFileName(route).replace(/\.json$/, '')}`,
    },
  };
}

function main(force: boolean): void {
  for (const route of ROUTES as readonly RouteDef[]) {
    const file = join(EVENTS_DIR, sampleEventFileName(route));
    const exists = existsSync(file);
    if (exists && !force) continue;
    writeFileSync(file, `${JSON.stringify(sampleEvent(route), null, 2)}\n`);
    console.log(`${exists ? 'Rewrote' : 'Wrote'} events/${sampleEventFileName(route)}`);
  }
}

// Run as a script, not when a test imports sampleEvent.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main(process.argv.includes('--force'));
}
