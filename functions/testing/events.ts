// Test helpers: load a sample event from events/ and vary it, and a Lambda context for direct handler calls.
import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

export function sampleEvent(file: string, overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  const base = JSON.parse(readFileSync(new URL(`../../events/${file}`, import.meta.url), 'utf8')) as APIGatewayProxyEventV2;
  return { ...base, ...overrides, requestContext: { ...base.requestContext, ...(overrides.requestContext ?? {}) } };
}

export function withJsonBody(event: APIGatewayProxyEventV2, body: unknown): APIGatewayProxyEventV2 {
  return { ...event, body: typeof body === 'string' ? body : JSON.stringify(body), isBase64Encoded: false };
}

export function lambdaContext(): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:ap-southeast-2:123456789012:function:test',
    memoryLimitInMB: '256',
    awsRequestId: 'test-request',
    logGroupName: '/aws/lambda/test',
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export interface JsonResult {
  statusCode: number;
  body: Record<string, unknown>;
  headers: Record<string, string | number | boolean>;
}

export function parseResult(result: unknown): JsonResult {
  const r = result as { statusCode: number; body?: string; headers?: Record<string, string | number | boolean> };
  return { statusCode: r.statusCode, body: r.body ? (JSON.parse(r.body) as Record<string, unknown>) : {}, headers: r.headers ?? {} };
}
