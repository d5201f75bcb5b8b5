import { expect } from 'vitest';
import type { Db } from '../../../db/client';
import { memberWithProfile, matchedPair as pairOfMembers, type Member } from '../../../test/factories';
import type { TestHttp } from '../../../test/harness';
import { lastMailTo, mailLinks } from '../../../test/mail';

// The world of the reports tests: members with help profiles matched through a request and reporting each other,
// all through the API as members do it, and the appeal link a decision mails.

/** An adult member with a help profile (with a known password when one is given). */
export const withProfile = (http: TestHttp, password?: string): Promise<Member> =>
  memberWithProfile(http, { user: password ? { password } : {} });

/** A requester and a helper talking in a conversation (both with a known password when one is given). */
export const matchedPair = (http: TestHttp, password?: string) =>
  pairOfMembers(http, { user: password ? { password } : {} });

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
