// Every route has a sample event in events/, shaped like an HTTP API payload 2.0 event for that route; and the
// event builder's rules for bodies, names and times.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { matchPath, ROUTES, routeKey, type RouteDef } from '../../shared/routes';
import { buildHttpApiEvent, isTextContentType, requestTime, sampleEventFileName } from './events';
import { REPO_ROOT } from './settings';

const routes = ROUTES as readonly RouteDef[];

describe('sample events', () => {
  it.each(routes.map((r) => [routeKey(r), r] as const))(
    '%s has a payload 2.0 sample event',
    (_key, route) => {
      const file = join(REPO_ROOT, 'events', sampleEventFileName(route));
      expect(existsSync(file), `missing ${file}: run node --import tsx infra/local/make-events.ts`).toBe(
        true,
      );
      const event = JSON.parse(readFileSync(file, 'utf8')) as APIGatewayProxyEventV2;

      expect(event.version).toBe('2.0');
      expect(event.routeKey).toBe(routeKey(route));
      expect(event.requestContext.routeKey).toBe(routeKey(route));
      expect(event.requestContext.http.method).toBe(route.method);
      expect(event.requestContext.stage).toBe('$default');
      expect(matchPath(route.path, event.rawPath)).not.toBeNull();
      expect(event.requestContext.http.path).toBe(event.rawPath);
      for (const name of Object.keys(event.headers)) expect(name).toBe(name.toLowerCase());

      const authorizer = (
        event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } }
      ).authorizer;
      if (route.access === 'public') {
        expect(authorizer).toBeUndefined();
      } else {
        expect(typeof authorizer?.jwt?.claims?.sub).toBe('string');
        for (const value of Object.values(authorizer?.jwt?.claims ?? {})) expect(typeof value).toBe('string');
        if (route.access === 'admin') expect(authorizer?.jwt?.claims?.['cognito:groups']).toBe('[admin]');
      }
      if (
        event.body !== undefined &&
        !event.isBase64Encoded &&
        /json/.test(event.headers['content-type'] ?? '')
      ) {
        expect(() => JSON.parse(event.body ?? '')).not.toThrow();
      }
    },
  );
});

describe('sampleEventFileName', () => {
  it('names a sample after the path and method', () => {
    expect(sampleEventFileName({ method: 'POST', path: '/api/subscribers' })).toBe('subscribers-post.json');
    expect(sampleEventFileName({ method: 'GET', path: '/api/training/progress/{id}' })).toBe(
      'training-progress-id-get.json',
    );
  });
});

describe('isTextContentType', () => {
  it('passes text, JSON, XML and form bodies as text and everything else as base64', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/problem+json',
      'application/x-www-form-urlencoded',
      'application/xml',
    ]) {
      expect(isTextContentType(type), type).toBe(true);
    }
    for (const type of [
      undefined,
      'multipart/form-data; boundary=x',
      'application/pdf',
      'image/png',
      'application/octet-stream',
    ]) {
      expect(isTextContentType(type), String(type)).toBe(false);
    }
  });
});

describe('buildHttpApiEvent', () => {
  const route = { method: 'POST', path: '/api/things/{id}' } as const;
  const base = {
    method: 'POST',
    url: '/api/things/42',
    headers: { host: 'localhost:3000' },
    sourceIp: '127.0.0.1',
  };

  it('leaves body out when there is none, and sets isBase64Encoded only for binary bodies', () => {
    const empty = buildHttpApiEvent({ ...base, body: Buffer.alloc(0) }, route, { id: '42' }, null);
    expect(empty).not.toHaveProperty('body');
    expect(empty.isBase64Encoded).toBe(false);
    expect(empty).not.toHaveProperty('queryStringParameters');
    expect(empty).not.toHaveProperty('cookies');

    const pdf = Buffer.from('%PDF-1.7 \u0000\u00ff');
    const binary = buildHttpApiEvent(
      { ...base, headers: { ...base.headers, 'content-type': 'application/pdf' }, body: pdf },
      route,
      { id: '42' },
      null,
    );
    expect(binary.isBase64Encoded).toBe(true);
    expect(Buffer.from(binary.body ?? '', 'base64').equals(pdf)).toBe(true);
  });

  it('adds the forwarding headers API Gateway adds', () => {
    const event = buildHttpApiEvent(
      { ...base, body: Buffer.alloc(0), localPort: 3000 },
      route,
      { id: '42' },
      null,
    );
    expect(event.headers).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-port': '3000',
    });
    expect(event.headers['x-amzn-trace-id']).toMatch(/^Root=1-[0-9a-f]{8}-[0-9a-f]{24}$/);
  });
});

describe('requestTime', () => {
  it('formats like API Gateway', () => {
    expect(requestTime(new Date('2020-03-12T19:03:58.000Z'))).toBe('12/Mar/2020:19:03:58 +0000');
  });
});
