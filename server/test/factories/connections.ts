import { expect } from 'vitest';
import type { CreateProfileInput, CreateRequestInput } from '../../../common/schemas/connections';
import type { TestHttp } from '../harness';
import type { BuildUserOptions, BuiltUser } from './users';

// Builders for Connections tests (the one help-profile builder): members with help profiles, requests, matched pairs.
// Everything goes through the HTTP API, as a member would.

export const ADULT_DOB = '1990-05-04';
export const TEEN_DOB = '2011-03-02';

export const profileBody = (over: Partial<CreateProfileInput> = {}): CreateProfileInput => ({
  canHelp: true,
  needsHelp: true,
  interests: ['Reading'],
  languages: ['English'],
  helpCategories: ['emotional'],
  bio: 'Glad to listen and help where I can.',
  dateOfBirth: ADULT_DOB,
  ...over,
});

export interface Member {
  user: BuiltUser;
  http: TestHttp;
}

/** A member with a help profile (an adult unless `dob` says otherwise). */
export async function memberWithProfile(
  http: TestHttp,
  opts: { dob?: string; profile?: Partial<CreateProfileInput>; user?: BuildUserOptions } = {},
): Promise<Member> {
  const m = await http.member(opts.user);
  const res = await m.http.post(
    '/api/connections/profile',
    profileBody({ dateOfBirth: opts.dob ?? ADULT_DOB, ...opts.profile }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return m;
}

export const requestBody = (over: Partial<CreateRequestInput> = {}): CreateRequestInput => ({
  title: 'Help with my maths homework',
  description: 'I am stuck on fractions and would love a patient explanation.',
  category: 'emotional',
  urgency: 'normal',
  ...over,
});

/** An open request of `owner`; answers its id. */
export async function postRequest(owner: Member, over: Partial<CreateRequestInput> = {}): Promise<number> {
  const res = await owner.http.post('/api/connections/requests', requestBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** A requester and a helper with a conversation between them (both adults with `user`'s options unless told). */
export async function matchedPair(http: TestHttp, opts: { dob?: string; user?: BuildUserOptions } = {}) {
  const requester = await memberWithProfile(http, opts);
  const helper = await memberWithProfile(http, opts);
  const requestId = await postRequest(requester);
  const res = await helper.http.post(`/api/connections/requests/${requestId}/accept`);
  expect(res.statusCode, res.body).toBe(201);
  const conversationId = (res.json() as { conversationId: number }).conversationId;
  return { requester, helper, requestId, conversationId };
}

/** Sends a message; answers the response. */
export const send = (m: Member, conversationId: number, content: string) =>
  m.http.post(`/api/connections/conversations/${conversationId}/messages`, { content });
