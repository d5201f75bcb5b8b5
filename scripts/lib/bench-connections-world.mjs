// The connections bench's world (scripts/bench-connections.mjs): its sizes, the bulk seed, and the plan of the
// conversation list's statement.
import pg from 'pg';
import { scaled, seedMembers, seedSessions } from './bench-world.mjs';

/** Conversations of the member whose list is read. */
export const LIST_CONVERSATIONS = scaled(200, 2);
/** Conversations that carry the pushed messages (both participants have a stream open). */
export const PAIRS = scaled(200, 2);
/** Open event streams in the load part (the 2 × PAIRS participants and members who only listen). */
const STREAMS = Math.max(scaled(2000), 2 * PAIRS);
/** Messages already in the database. */
const HISTORY = scaled(100_000, 100);

/**
 * The world, in bulk SQL: member 0 has LIST_CONVERSATIONS conversations (with members 1…); then PAIRS conversations
 * between stream members 2k and 2k+1; every other stream member only listens. The HISTORY messages are shared out
 * between all conversations, senders taking turns; the read positions leave 0-4 of the other's messages unread.
 */
export async function seed(world) {
  const started = performance.now();
  const tag = Date.now().toString(36);
  const ids = await seedMembers(world, 1 + LIST_CONVERSATIONS + STREAMS, tag);
  const listMember = ids[0];
  const partners = ids.slice(1, 1 + LIST_CONVERSATIONS);
  const streamMembers = ids.slice(1 + LIST_CONVERSATIONS);
  await world.exec(
    `insert into connection_profiles (user_id, can_help, needs_help, interests, languages, help_categories, bio, date_of_birth)
     select u, true, true, '{Reading,Cooking}', '{English}', '{emotional,language}',
            'Happy to listen and to help where I can.', '1990-06-15'
     from unnest('{${ids.join(',')}}'::int[]) as u`,
  );
  const pairs = [
    ...partners.map((p) => [listMember, p]),
    ...Array.from({ length: PAIRS }, (_, k) => [streamMembers[2 * k], streamMembers[2 * k + 1]]),
  ];
  const p1 = pairs.map((p) => p[0]).join(',');
  const p2 = pairs.map((p) => p[1]).join(',');
  await world.exec(
    `insert into help_requests (requester_id, title, description, category, urgency, status, helper_id, matched_at, created_at)
     select a, 'Someone to talk to, bench ${tag} ' || k, 'I would like someone to talk to about a hard week.',
            'emotional', 'medium', 'in_progress', b, now() - interval '10 days', now() - interval '11 days'
     from unnest('{${p1}}'::int[], '{${p2}}'::int[]) with ordinality as t(a, b, k)`,
  );
  await world.exec(
    `insert into conversations (request_id, participant1_id, participant2_id, status, created_at)
     select r.id, r.requester_id, r.helper_id, 'active', r.matched_at
     from help_requests r where r.title like 'Someone to talk to, bench ${tag} %'
     order by (substring(r.title from ' ([0-9]+)$'))::int`,
  );
  await world.exec(
    `insert into conversation_members (conversation_id, user_id)
     select id, participant1_id from conversations union all select id, participant2_id from conversations`,
  );
  const conversations = (
    await world.query(
      `select c.id, c.participant1_id as a, c.participant2_id as b from conversations c
       join help_requests r on r.id = c.request_id where r.title like 'Someone to talk to, bench ${tag} %'
       order by (substring(r.title from ' ([0-9]+)$'))::int`,
    )
  ).map((r) => ({ id: Number(r.id), a: Number(r.a), b: Number(r.b) }));
  const perConversation = Math.max(1, Math.floor(HISTORY / conversations.length));
  await world.exec(
    `insert into messages (conversation_id, sender_id, content, created_at)
     select c.id, case when j % 2 = 0 then c.participant1_id else c.participant2_id end,
            'A kind word in a long talk, number ' || j, c.created_at + j * interval '1 minute'
     from conversations c cross join generate_series(1, ${perConversation}) as j
     order by c.id, j`,
  );
  await world.exec(
    `update conversation_members m set sent_count = s.n
     from (select conversation_id, sender_id, count(*)::int as n from messages group by 1, 2) s
     where s.conversation_id = m.conversation_id and s.sender_id = m.user_id`,
  );
  await world.exec(
    `update conversation_members m set last_read_message_id = greatest(0, l.last_id - (m.conversation_id % 5))
     from (select conversation_id, max(id) as last_id from messages group by 1) l
     where l.conversation_id = m.conversation_id`,
  );
  await world.exec(
    `update conversations c set last_message_at = l.at
     from (select conversation_id, max(created_at) as at from messages group by 1) l where l.conversation_id = c.id`,
  );
  const cookies = await seedSessions(world, [listMember, ...streamMembers]);
  for (const table of ['users', 'connection_profiles', 'conversations', 'conversation_members', 'messages', 'sessions'])
    await world.exec(`analyze ${table}`);
  const [{ n: messageCount }] = await world.query('select count(*)::int as n from messages');
  const cookieOf = new Map([[listMember, cookies[0]], ...streamMembers.map((id, i) => [id, cookies[i + 1]])]);
  return {
    listMember,
    pairConversations: conversations.slice(LIST_CONVERSATIONS),
    streamMembers,
    cookieOf,
    messageCount: Number(messageCount),
    seedMs: Math.round(performance.now() - started),
  };
}

/**
 * How PostgreSQL runs the list's statement (`selectConversations` in
 * server/modules/connections/conversations/conversations.queries.ts, written out for the member, first page): its
 * planning and execution times (the server prepares it once per connection, so it plans it only once).
 */
export async function listPlan(url, me) {
  const other = `case when c.participant1_id = ${me} then c.participant2_id else c.participant1_id end`;
  const activity = `((extract(epoch from coalesce(c.last_message_at, c.created_at)) * 1000000)::int8)`;
  const statement = `explain (analyze, buffers)
    with page as (
      select c.id, c.request_id, c.status, c.last_message_at, c.created_at, c.participant1_id, ${other} as other_id,
        cm.last_read_message_id, cm.sent_count, ${activity} as activity_us
      from conversation_members cm join conversations c on c.id = cm.conversation_id
      where cm.user_id = ${me} and c.deleted_at is null
        and not exists (select 1 from connection_profiles op where op.user_id = ${other}
          and (op.date_of_birth > (current_date - interval '18 years')) <> false)
      order by activity_us desc, c.id desc limit 31)
    select p.*, o.display_name, o.avatar, r.title, r.requester_id, r.category, r.description, r.status,
      coalesce(om.sent_count, 0),
      (select count(*) from messages m where m.conversation_id = p.id and m.id > p.last_read_message_id
         and m.sender_id is distinct from ${me})::int,
      exists (select 1 from connection_reviews rv where rv.conversation_id = p.id and rv.reviewer_id = ${me})
    from page p left join users o on o.id = p.other_id
    left join conversation_members om on om.conversation_id = p.id and om.user_id = p.other_id
    left join help_requests r on r.id = p.request_id
    order by p.activity_us desc, p.id desc`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const lines = (await c.query(statement)).rows.map((r) => r['QUERY PLAN']);
    const pick = (prefix) => lines.find((l) => l.startsWith(prefix)) ?? '?';
    return `${pick('Planning Time').toLowerCase()}, ${pick('Execution Time').toLowerCase()}`;
  } finally {
    await c.end();
  }
}
