// Words meaning 'privately' or 'elsewhere', in many languages, beside a word to talk or write (decision 052, 'Tuned on
// corpus G'): 'hablemos por privado', 'on se parle en privé', 'lass uns woanders schreiben', 'napisz na priv',
// 'özelden yaz', 'напиши в личку', 'chat di japri'. The words alone are everyday ('mi perfil es privado', 'er wohnt
// woanders'); with a word to talk they move the talk off this site.
const PRIVATELY =
  /(?<![\p{L}])(?:(?:por|al|pelo|no|en|in|na|di|w)\s+(?:privado|privada|prive|privato|private|priv|pv|privie|prywatnej|japri)|privately|privat|in\s+private|ozel(?:den|de|e)|japri|pv|woanders|ailleurs|altrove|en\s+otr[oa]\s+(?:lado|parte|sitio)|n?outro\s+lugar|gdzie\s+indziej|baska\s+(?:yerde|yerden)|di\s+tempat\s+lain)(?![\p{L}])|(?<![\p{L}])в\s+(?:личку|лс|личке|личные|директ)(?![\p{L}])/u;
const TALK =
  /(?<![\p{L}])(?:talk|chat|speak|message|msg|text|dm|write|hablemos|hablar|habla|escribe|escribeme|escribime|mandame|chama|chamar|fala|falar|conversar|conversamos|parle|parler|parlons|ecris|ecrire|ecris-moi|schreib|schreiben|schreibe|reden|sprechen|parliamo|parlare|scrivi|scrivimi|napisz|pisz|pogadamy|yaz|yazis|yazalim|konus|konusalim|ngobrol|bede|bedid|напиши|пиши|пишите|поговорим|спишемся)(?![\p{L}])/u;

/** A word meaning privately or elsewhere beside a word to talk, or null. */
export function findElsewhereSignal(folded: string, raw: string): string | null {
  for (const text of [folded, raw, raw.normalize('NFD').replace(/\p{M}/gu, '')]) {
    const where = PRIVATELY.exec(text);
    if (where && TALK.test(text)) return where[0];
  }
  return null;
}
