import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { matchedPair } from '../../test/factories';

const { http } = useTestApp();

// Every Connections endpoint refuses bad input with 400 and `{ message }` (the other rules are in each part's tests).
describe('bad input on every Connections endpoint', () => {
  it('answers 400 with a message', async () => {
    const { requester, conversationId, requestId } = await matchedPair(http);
    const c = `/api/connections/conversations/${conversationId}`;
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/connections/profile', { bio: 'short' }],
      ['PUT', '/api/connections/profile', { interests: 'Reading' }],
      ['GET', '/api/connections/user-profile/0'],
      ['POST', '/api/connections/requests', { title: 'Help', description: 'x', category: 'emotional' }],
      ['GET', '/api/connections/requests?cursor=abc'],
      ['GET', '/api/connections/my-requests?limit=1000'],
      ['PATCH', `/api/connections/requests/${requestId}`, { urgency: 'urgent' }],
      ['DELETE', '/api/connections/requests/-1'],
      ['POST', '/api/connections/requests/1.5/accept'],
      ['GET', '/api/connections/conversations?cursor=x'],
      ['GET', '/api/connections/conversations/abc'],
      ['DELETE', '/api/connections/conversations/abc'],
      ['GET', `${c}/messages?before=x`],
      ['POST', `${c}/messages`, { content: 42 }],
      ['POST', `${c}/read`, {}],
      ['POST', `${c}/complete`, { rating: 6, revieweeId: 1 }],
      ['POST', `${c}/review`, { rating: 0 }],
      ['POST', '/api/connections/blocks', { userId: -3 }],
      ['DELETE', '/api/connections/blocks/x'],
      ['POST', '/api/connections/reports', { reportedUserId: 1 }],
      ['GET', '/api/connections/events?lastEventId=abc'],
    ];
    const wrong: string[] = [];
    for (const [method, url, body] of calls) {
      const res = await requester.http.inject({
        method: method as 'GET',
        url,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (res.statusCode !== 400 || typeof res.json().message !== 'string')
        wrong.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
