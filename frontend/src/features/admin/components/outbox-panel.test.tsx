// The Outbox tab: simulated messages newest first with their channel, recipient, subject, kind, time, text and
// List-Unsubscribe header; the HTML part never rendered; 'Load more' by cursor; empty state and Refresh.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { makeOutboxMessage } from '../testing/fixtures';
import { formatDateTime } from '../utils/format';
import { AdminTools } from './admin-tools';

function setup() {
  return renderWithProviders(<AdminTools defaultTab="outbox" />);
}

const sms = makeOutboxMessage({
  id: 'msg-2',
  channel: 'sms',
  to: '+61412345678',
  subject: undefined,
  html: undefined,
  headers: undefined,
  kind: 'test',
  text: 'Test from the admin page',
  createdAt: '2026-02-03T20:00:00.000Z',
});
const older = makeOutboxMessage({
  id: 'msg-0',
  to: 'new@example.org.au',
  subject: 'Welcome to policy alerts',
  kind: 'welcome',
  text: 'Welcome!',
  headers: {},
  createdAt: '2026-02-01T20:00:00.000Z',
});

describe('Outbox', () => {
  it("lists the simulated messages newest first, and loads older ones with 'Load more'", async () => {
    // Prepare
    const { requests } = mockApi({
      'GET /api/admin/outbox': ({ url }) =>
        new URL(url, 'http://localhost').searchParams.get('cursor') === 'page-2'
          ? jsonResponse(200, { items: [older], nextCursor: null })
          : jsonResponse(200, { items: [sms, makeOutboxMessage()], nextCursor: 'page-2' }),
    });
    const { user, container } = setup();

    // Assess: the first page
    const list = await screen.findByRole('list', { name: 'Simulated messages, newest first' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'SMS to +61412345678',
      'Email to manager@example.org.au',
    ]);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('SMS')).toBeInTheDocument();
    expect(within(first).getByText('Test')).toBeInTheDocument();
    expect(within(first).queryByText('Subject')).not.toBeInTheDocument();
    expect(within(first).getByText(formatDateTime('2026-02-03T20:00:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-02-03T20:00:00.000Z',
    );
    expect(within(second).getByText('Email')).toBeInTheDocument();
    expect(within(second).getByText('Update digest')).toBeInTheDocument();
    expect(within(second).getByText('2 new aged care policy updates')).toBeInTheDocument();
    expect(within(second).getByText('<https://api.example.org/unsubscribe?t=abc>')).toBeInTheDocument();
    const text = second.querySelector('pre');
    expect(text?.textContent).toBe(makeOutboxMessage().text);
    expect(text).toHaveClass('whitespace-pre-wrap');
    // The HTML part is never rendered as HTML.
    expect(container.querySelector('.html-part')).toBeNull();
    expect(requests[0]?.url).toBe('/api/admin/outbox?limit=25');

    // Act
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    // Assess: the next page, by the server's cursor, and no more to load
    expect(
      await within(list).findByRole('article', { name: 'Email to new@example.org.au' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('Welcome')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(requests[1]?.url).toBe('/api/admin/outbox?limit=25&cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'No simulated messages yet' when there are none, and reads them again on Refresh", async () => {
    let items = [] as (typeof sms)[];
    const { requests } = mockApi({
      'GET /api/admin/outbox': () => jsonResponse(200, { items, nextCursor: null }),
    });
    const { user } = setup();

    expect(await screen.findByText('No simulated messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    items = [sms];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('article', { name: 'SMS to +61412345678' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it("shows an error with 'Try again' when the outbox cannot be read", async () => {
    mockApi({ 'GET /api/admin/outbox': () => jsonResponse(403, { message: 'Admins only.' }) });
    setup();

    expect(await screen.findByText('The outbox could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Admins only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
