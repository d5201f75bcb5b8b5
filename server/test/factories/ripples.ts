import type { CreateRippleInput, RippleCreated, RipplePassed } from '../../../common/schemas/ripples';
import { type RequestOptions, type TestHttp } from '../harness';

/** A ripple started through the API: its codes and links, and the owner's key from its summary link. */
export type BuiltRipple = RippleCreated & { ownerKey: string };

/**
 * Starts a ripple through the API, as a fresh visitor unless `opts.ip` names one. Every field has a default:
 * `await buildRipple(http)` is a ripple.
 */
export async function buildRipple(
  http: TestHttp,
  body: Partial<CreateRippleInput> = {},
  opts: Pick<RequestOptions, 'ip'> = {},
): Promise<BuiltRipple> {
  const res = await http.post('/api/ripples', { message: 'A kind note', shareChannel: 'copy', ...body }, opts);
  if (res.statusCode !== 201) throw new Error(`buildRipple: ${res.statusCode} ${res.body}`);
  const created = res.json() as RippleCreated;
  return { ...created, ownerKey: new URL(created.summaryUrl).searchParams.get('key') ?? '' };
}

/**
 * Passes a note on through the API, as a fresh visitor unless `opts.ip` names one: the note with `code`, or the
 * first note of a new ripple when no code is given. Answers the new note and the code it was passed on from.
 */
export async function passRipple(
  http: TestHttp,
  body: { code?: string; message?: string; senderName?: string } = {},
  opts: Pick<RequestOptions, 'ip'> = {},
): Promise<RipplePassed & { parentCode: string }> {
  const { code, ...note } = body;
  const parentCode = code ?? (await buildRipple(http)).nodeCode;
  const res = await http.post(
    `/api/ripples/node/${parentCode}/pass`,
    { message: 'Passing it on', shareChannel: 'copy', ...note },
    opts,
  );
  if (res.statusCode !== 201) throw new Error(`passRipple: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as RipplePassed), parentCode };
}
