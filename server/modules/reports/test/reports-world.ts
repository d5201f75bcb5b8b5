import { expect } from 'vitest';
import type { Db } from '../../../db/client';
import type { TestHttp } from '../../../test/harness';
import { lastMailTo, mailLinks } from '../../../test/mail';

// The world of the reports tests: members with help profiles matched through a request and reporting each other,
// all through the API as members do it, and the appeal link a decision mails.

export interface Member {
  user: { id: number; username: string; displayName: string };
  http: TestHttp;
}

/** An adult member with a help profile (with a known password when one is given). */
export async function withProfile(http: TestHttp, password?: string): Promise<Member> {
  const m = await http.member(password ? { password } : {});
  const res = await m.http.post('/api/connections/profile', {
    canHelp: true,
    needsHelp: true,
    interests: ['Reading'],
    languages: ['English'],
    helpCategories: ['emotional'],
    bio: 'Glad to listen and help where I can.',
    dateOfBirth: '1990-05-04',
  });
  expect(res.statusCode, res.body).toBe(201);
  return m;
}

/** A help request as the form sends it. */
export const requestBody = (title = 'Help with my maths homework') => ({
  title,
  description: 'I am stuck on fractions and would love a patient explanation.',
  category: 'emotional',
  urgency: 'normal',
});

/** A requester and a helper talking in a conversation. */
export async function matchedPair(http: TestHttp, password?: string) {
  const requester = await withProfile(http, password);
  const helper = await withProfile(http, password);
  const posted = await requester.http.post('/api/connections/requests', requestBody());
  expect(posted.statusCode, posted.body).toBe(201);
  const accepted = await helper.http.post(`/api/connections/requests/${posted.json().id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(201);
  return { requester, helper, conversationId: accepted.json().conversationId as number };
}

export const send = (m: Member, conversationId: number, content: string) =>
  m.http.post(`/api/connections/conversations/${conversationId}/messages`, { content });

/** One member reports another on Kindness Connections; answers the report's id. */
export async function reportMember(reporter: Member, reported: Member, reason = 'Harassment or bullying') {
  const res = await reporter.http.post('/api/connections/reports', { reportedUserId: reported.user.id, reason });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** The single-use appeal token of the last statement of reasons mailed to `email`. */
export async function appealTokenFrom(db: Db, email: string) {
  const mail = await lastMailTo(db, email);
  expect(mail?.subject).toBe('A decision about your KindRipple account');
  const link = mailLinks(mail!).find((l) => l.includes('/appeal?token='));
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}
