// Account names written the way networks write them: '@sammy_j' (not '@ 5pm', not inside an e-mail address),
// 'nightowl#4821' (Discord, Battle.net, Riot), 'u/throwaway_sad24' (Reddit). '@' and a word of a programming
// language is code, not an account: CSS at-rules ('@media', '@keyframes'), annotations ('@Override', '@Test'),
// decorators ('@staticmethod', '@app.route'), doc tags ('@param'); so is '@' and a plain word in a message about code.

const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@(?!\s)[\p{L}_][\p{L}\p{N}_.]{1,}/gu;
const TAG = /(?<![\p{L}\p{N}])[\p{L}][\p{L}\p{N}_.]{2,}#(?:\d{4,5}|[\p{L}\p{N}]{2,5})(?![\p{L}\p{N}])/u;
const REDDIT = /(?<![\p{L}\p{N}])u\/[\p{L}\p{N}_-]{3,}/u;
/** Words of a message about code. */
const CODE_TALK =
  /(?<![\p{L}])(?:decorators?|annotations?|python|java|kotlin|typescript|javascript|css|scss|sass|method|methods|function|functions|class|classes|syntax|compiler|code|coding|programming|decorate)(?![\p{L}])/u;

/** Words that follow '@' in code, by language. */
const CODE_WORDS: Record<string, string> = {
  css: 'media import keyframes font supports page charset namespace layer container property counter tailwind apply screen',
  scss: 'mixin include extend use forward if else each for while function return debug warn error content at',
  java: 'override deprecated test before after beforeeach aftereach beforeall afterall suppresswarnings functionalinterface entity table id column autowired component service repository controller restcontroller getmapping postmapping requestmapping bean configuration springbootapplication nonnull nullable transactional',
  kotlin: 'jvmstatic composable preview',
  angular: 'input output viewchild ngmodule injectable hostlistener pipe directive',
  python:
    'staticmethod classmethod property dataclass abstractmethod cache lru_cache pytest app router wraps functools login_required cached_property',
  docs: 'param returns return type typedef throws example see since author todo link',
  swift: 'state binding published observedobject main objc escaping available',
};
const CODE_WORD = new Set(Object.values(CODE_WORDS).join(' ').split(' '));

/** Whether '@' and what follows is code: a word of code, then perhaps '.' and more words ('@app.route'). */
const isCode = (handle: string) =>
  /^@[\p{L}_]+(?:\.[\p{L}_]+)*$/u.test(handle) && CODE_WORD.has(handle.slice(1).split('.')[0]!);

/** The first handle in the joined reading, or null. */
export function findHandle(joined: string): string | null {
  const code = CODE_TALK.test(joined);
  const at = [...joined.matchAll(AT_HANDLE)].find((m) => !isCode(m[0]) && !(code && /^@\p{L}+$/u.test(m[0])));
  return at?.[0] ?? TAG.exec(joined)?.[0] ?? REDDIT.exec(joined)?.[0] ?? null;
}
