import type { TestContext } from './build-test-app';

let seq = 0;
/** A different documentation-range address per call, so per-IP limits and per-visitor counting stay out of the way. */
export const nextIp = () => {
  seq += 1;
  return `203.0.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`;
};

/** inject() helpers that send what the browser client sends: JSON and a same-origin Origin header. */
export function rippleClient(t: TestContext) {
  return {
    post: (url: string, payload: unknown, ip = nextIp()) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: t.config.publicUrl, 'content-type': 'application/json' }, remoteAddress: ip }),
    get: (url: string, ip = nextIp()) => t.app.inject({ method: 'GET', url, remoteAddress: ip }),
  };
}

export type RippleClient = ReturnType<typeof rippleClient>;

/** Starts a ripple through the API and returns its codes and links. */
export async function buildRipple(r: RippleClient, body: { message: string; senderName?: string; subscribeEmail?: string }, ip?: string) {
  const res = await r.post('/api/ripples', { shareChannel: 'copy', ...body }, ip);
  if (res.statusCode !== 201) throw new Error(`buildRipple: ${res.statusCode} ${res.body}`);
  return res.json() as { nodeUrl: string; shareText: string; summaryUrl: string; nodeCode: string; seedCode: string };
}

/** Passes a note on through the API. */
export async function passRipple(r: RippleClient, code: string, body: { message: string; senderName?: string }, ip?: string) {
  const res = await r.post(`/api/ripples/node/${code}/pass`, { shareChannel: 'copy', ...body }, ip);
  if (res.statusCode !== 201) throw new Error(`passRipple: ${res.statusCode} ${res.body}`);
  return res.json() as { nodeUrl: string; shareText: string; nodeCode: string };
}
