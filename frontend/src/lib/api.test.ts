// The API client's contract with the server: JSON with cookies, ApiError for failures, 402 returned not thrown.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { ApiError, apiJson, apiRequest, NETWORK_ERROR_MESSAGE } from './api';
import { paymentRequiredSchema } from './payment-required';

describe('apiRequest', () => {
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
