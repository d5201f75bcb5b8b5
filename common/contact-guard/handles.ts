// Account names written the way networks write them: '@sammy_j' (not '@ 5pm', not inside an e-mail address),
// 'nightowl#4821' (Discord, Battle.net, Riot), 'u/throwaway_sad24' (Reddit).

const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@(?!\s)[\p{L}_][\p{L}\p{N}_.]{1,}/u;
const TAG = /(?<![\p{L}\p{N}])[\p{L}][\p{L}\p{N}_.]{2,}#(?:\d{4,5}|[\p{L}\p{N}]{2,5})(?![\p{L}\p{N}])/u;
const REDDIT = /(?<![\p{L}\p{N}])u\/[\p{L}\p{N}_-]{3,}/u;

/** The first handle in the joined reading, or null. */
export function findHandle(joined: string): string | null {
  return AT_HANDLE.exec(joined)?.[0] ?? TAG.exec(joined)?.[0] ?? REDDIT.exec(joined)?.[0] ?? null;
}
