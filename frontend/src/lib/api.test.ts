// The API client's contract with the server: JSON with cookies, ApiError for failures, 402 returned not thrown.
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { ApiError, apiJson, apiRequest, NETWORK_ERROR_MESSAGE, setAuthTokenProvider } from './api';
import { paymentRequiredSchema } from './payment-required';

afterEach(() => setAuthTokenProvider(null));

describe('apiRequest', () => {
  it('sends the ID token to routes that are not public, and to paths the route table does not know', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    setAuthTokenProvider(async () => 'id-token');

    await apiRequest('/api/user');
    await apiRequest('/api/policy-updates/recent?x=1');
    await apiRequest('/api/not-in-the-table');

    for (const request of requests) {
      expect(request.init?.headers).toMatchObject({ authorization: 'Bearer id-token' });
    }
  });

  it('never sends the token to public routes, and sends none when nobody is signed in', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    let token: string | null = 'id-token';
    setAuthTokenProvider(async () => token);

    await apiRequest('/api/subscribers', { method: 'POST', body: {} });
    await apiRequest('/api/payment/verify-payment', { method: 'POST', body: {} });
    token = null;
    await apiRequest('/api/user');
    setAuthTokenProvider(async () => {
      throw new Error('session storage unreadable');
    });
    await apiRequest('/api/user');

    for (const request of requests) {
      expect(request.init?.headers).not.toHaveProperty('authorization');
    }
  });

  it('sends JSON with credentials included', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { ok: true }));

    const response = await apiRequest('/api/things', { method: 'POST', body: { a: 1 } });

    expect(response).toEqual({ status: 200, data: { ok: true } });
    expect(requests[0]?.init?.credentials).toBe('include');
    expect(requests[0]?.init?.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(requests[0]?.body).toEqual({ a: 1 });
  });

  it("throws an ApiError with the server's message, field errors and body", async () => {
    const body = {
      message: 'Please enter a valid email address',
      fieldErrors: { email: ['Please enter a valid email address'] },
    };
    mockFetch(() => jsonResponse(400, body));

    const error = await apiRequest('/api/things').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: body.message, serverMessage: body.message, body });
    expect((error as ApiError).fieldError('email')).toBe('Please enter a valid email address');
  });

  it("uses 'status: text' as the message when the body is not the API's error shape", async () => {
    mockFetch(() => new Response('upstream timed out', { status: 504 }));

    await expect(apiRequest('/api/things')).rejects.toMatchObject({
      status: 504,
      message: '504: upstream timed out',
      serverMessage: undefined,
    });
  });

  it('returns a 402 instead of throwing', async () => {
    mockFetch(() =>
      jsonResponse(402, {
        message: 'A one-time payment is required.',
        paymentRequired: true,
        email: 'a@b.au',
        userId: 'u1',
      }),
    );

    const paid = await apiJson('/api/feed', z.union([z.array(z.string()), paymentRequiredSchema]));

    expect(paid).toMatchObject({ paymentRequired: true, userId: 'u1' });
  });

  it('reports an unreachable server as status 0 with a message for people', async () => {
    mockFetch(() => Promise.reject(new TypeError('fetch failed')));

    await expect(apiRequest('/api/things')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
