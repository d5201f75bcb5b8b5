// The connections bench's messages (scripts/bench-connections.mjs): event streams opened for members, messages sent
// open-loop and timed until they arrive on the other participant's stream.
import { latencySummary, sleep } from './bench-world.mjs';
import { openEventStream } from './event-stream.mjs';

const CONTENT = 'Thank you for listening today, it really helped.';

/**
 * Opens an event stream for each member (on `base`), at most `parallel` opening at once. Each stream records when a
 * message from the other participant arrives: `arrivals` maps message id → performance.now().
 */
export async function openStreams(base, members, world, arrivals, parallel = 100) {
  const streams = [];
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const me = members[next++];
      const s = await openEventStream(base, world.cookieOf.get(me), (e) => {
        if (e.type === 'message' && e.data?.message && e.data.message.senderId !== me)
          if (!arrivals.has(e.data.message.id)) arrivals.set(e.data.message.id, e.at);
      });
      streams.push(s);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, members.length) }, worker));
  return streams;
}

/**
 * Sends `plan` (a list of { conversation, from }) open-loop at `rate` a second to `base`, each message timed from
 * the start of its POST; waits for the stragglers; answers the latencies and what went wrong.
 */
export async function pushMessages(base, world, plan, rate, arrivals) {
  const sent = new Map();
  const failures = new Map();
  const inFlight = [];
  const start = performance.now();
  for (let i = 0; i < plan.length; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const { conversation, from } = plan[i];
    const t0 = performance.now();
    inFlight.push(
      fetch(`${base}/api/connections/conversations/${conversation.id}/messages`, {
        method: 'POST',
        headers: {
          cookie: world.cookieOf.get(from),
          'content-type': 'application/json',
          origin: base,
          'x-requested-with': 'KindRipple',
        },
        body: JSON.stringify({ content: CONTENT }),
      })
        .then(async (res) => {
          const body = await res.json().catch(() => null);
          if (res.status === 201 && body?.id !== undefined) sent.set(body.id, t0);
          else failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
        })
        .catch((err) => {
          const key = String(err?.cause?.code ?? err);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }),
    );
  }
  await Promise.all(inFlight);
  const sendSeconds = (performance.now() - start) / 1000;
  // The last pushes may still be on their way.
  const deadline = performance.now() + 5000;
  while (performance.now() < deadline && [...sent.keys()].some((id) => !arrivals.has(id))) await sleep(50);
  const latencies = [];
  let lost = 0;
  for (const [id, t0] of sent) {
    const at = arrivals.get(id);
    if (at === undefined) lost += 1;
    else latencies.push(at - t0);
  }
  return {
    ...latencySummary(latencies),
    sent: sent.size,
    lost,
    failures: [...failures].map(([k, v]) => `${v} × ${k}`).join(', '),
    rate: plan.length / sendSeconds,
  };
}

/**
 * Before timing: a message into each of the first few conversations (from their second participant, whose turn
 * comes last), so the server's code is compiled and its database connections are open, as on a server that has
 * been up for a while.
 */
export async function warmUp(base, world, arrivals) {
  const few = world.pairConversations.slice(0, Math.min(10, world.pairConversations.length));
  await pushMessages(
    base,
    world,
    few.map((c) => ({ conversation: c, from: c.b })),
    10,
    arrivals,
  );
  await sleep(1000);
}

/** `count` messages over the conversations in turn, the two participants taking turns as senders. */
export function roundRobin(conversations, count) {
  return Array.from({ length: count }, (_, i) => {
    const conversation = conversations[i % conversations.length];
    const turn = Math.floor(i / conversations.length) % 2;
    return { conversation, from: turn === 0 ? conversation.a : conversation.b };
  });
}

export const participants = (conversations) => conversations.flatMap((c) => [c.a, c.b]);
