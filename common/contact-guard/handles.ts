// Account names written the way networks write them: '@sammy_j' (not '@ 5pm', not inside an e-mail address),
// 'nightowl#4821' (Discord, Battle.net, Riot), 'u/throwaway_sad24' (Reddit). In a message about code, '@' and a
// plain word is a decorator or an annotation ('@staticmethod', '@Override'), not an account.

const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@(?!\s)[\p{L}_][\p{L}\p{N}_.]{1,}/gu;
const TAG = /(?<![\p{L}\p{N}])[\p{L}][\p{L}\p{N}_.]{2,}#(?:\d{4,5}|[\p{L}\p{N}]{2,5})(?![\p{L}\p{N}])/u;
const REDDIT = /(?<![\p{L}\p{N}])u\/[\p{L}\p{N}_-]{3,}/u;
/** Words of a message about code. */
const CODE_TALK =
  /(?<![\p{L}])(?:decorators?|annotations?|python|java|kotlin|typescript|javascript|css|scss|sass|method|methods|function|functions|class|classes|syntax|compiler|code|coding|programming|decorate)(?![\p{L}])/u;

/** The first handle in the joined reading, or null. */
export function findHandle(joined: string): string | null {
  const code = CODE_TALK.test(joined);
  const at = [...joined.matchAll(AT_HANDLE)].find((m) => !(code && /^@\p{L}+$/u.test(m[0])));
  return at?.[0] ?? TAG.exec(joined)?.[0] ?? REDDIT.exec(joined)?.[0] ?? null;
}
