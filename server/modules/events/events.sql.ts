import { sql, type SQL } from 'drizzle-orm';

// The rule of the member event stream (decision 038) written out in SQL, once: how events are numbered, stored and
// announced. `emitEvents` is built on it, and so is a writer that numbers and writes its events inside a statement
// of its own (the chat's send, decision 048).

/**
 * The channel every writer NOTIFYs on; the payload is the member's id, nothing else (decision 038), or the signal
 * that cuts the member's streams (decision 045).
 */
export const EVENTS_CHANNEL = 'kr_connection_events';

/**
 * SQL: takes the next event numbers of members; the one place numbers come from. `wanted` is a select of
 * `(user_id, n)` rows: `n` numbers for that member. Counters are taken in member-id order (two writers never wait on
 * each other in a circle), and each stays locked until the transaction ends, so a second writer for the same member
 * waits: numbers are handed out and become visible in order, with no gap. Answers `(user_id, last_seq)`, the
 * member's last number taken (the `n` taken end there).
 */
export const takeEventNumbersSql = (wanted: SQL): SQL =>
  sql`insert into connection_event_counters (user_id, last_seq)
    select w.user_id, w.n from (${wanted}) as w(user_id, n) order by w.user_id
    on conflict (user_id) do update set last_seq = connection_event_counters.last_seq + excluded.last_seq
    returning user_id, last_seq`;

/** SQL: stores events; `rows` is a select of `(user_id, seq, type, payload)`, numbered by takeEventNumbersSql. */
export const insertEventsSql = (rows: SQL): SQL =>
  sql`insert into connection_events (user_id, seq, type, payload) ${rows} returning seq`;

/** SQL: announces new events to members (`memberIds`, an int[]); delivered only if the transaction commits. */
export const notifyMembersSql = (memberIds: SQL): SQL =>
  sql`select pg_notify(${EVENTS_CHANNEL}::text, u::text) from unnest(${memberIds}) as u`;
