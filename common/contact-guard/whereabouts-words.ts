// Where someone can be found, language by language: the data whereabouts.ts reads. A row gives a language's ways of
// asking which street the reader lives on, which school they go to, and for their location on a map; its words for
// meeting in person; and the words that ask to keep a meeting secret or to come alone. Regular-expression pieces
// between commas; Latin-script rows are read on the folded text (lower case, no accents), the others as written.

export interface WhereaboutsLanguage {
  street?: string[];
  school?: string[];
  location?: string[];
  meet?: string[];
  secret?: string[];
}

const list = (words: string | string[]) => [words].flat().flatMap((part) => part.split(', ').filter(Boolean));

const ROWS: Record<string, Partial<Record<keyof WhereaboutsLanguage, string | string[]>>> = {
  en: {
    street: [
      // Where the reader gets off or waits ('which bus stop do you get off at?'), where to send them something.
      '(?:which|what)\\s+(?:bus\\s+stop|stop|station|tube\\s+station|train\\s+station|metro\\s+station|exit)\\s+(?:do|are|r|will|did)\\s+(?:you|u|ya)\\s+(?:get\\s+off|get\\s+on|get\\s+out|use|leave\\s+from|wait\\s+at|walk\\s+past)',
      '(?:card|letter|present|gift|parcel|package|postcard|flowers)[^.!?\\n]{0,40}where\\s+(?:would|should|do|can|could|shall)\\s+i\\s+(?:send|post|mail|deliver|ship)',
      'where\\s+(?:would|should|do|can|could|shall)\\s+i\\s+(?:send|post|mail|deliver|ship)\\s+(?:you\\s+)?(?:a|an|the|your)\\s+(?:birthday\\s+|christmas\\s+)?(?:card|letter|present|gift|parcel|package|postcard|flowers)',
      '(?:your|ur|yr)?\\s*(?:full|home|postal|mailing|exact)\\s+address(?!\\s+(?:of|for|bar|book))\\s*(?:pls|plz|please|\\?|then)',
    ],
    school: [
      '(?:what|which|wat)\\s+(?:school|high\\s+school|college|academy)\\s+(?:do|are|r)\\s+(?:you|u|ya)\\s+(?:go|at|in|attend)',
      '(?:what|which)\\s+(?:school|college)\\s+(?:you|u)\\s+(?:go|at|in)',
      "where\\s+(?:do|d'?you)\\s+(?:you|u)\\s+go\\s+to\\s+school, what'?s\\s+(?:your|ur)\\s+school\\s+called",
    ],
    location: [
      '(?:send|share|drop|give|turn\\s+on)\\s+(?:me\\s+)?(?:your|ur|ya)\\s+(?:live\\s+|current\\s+|exact\\s+)?(?:location|loc|pin|gps)',
      '(?:send|share|drop)\\s+(?:me\\s+)?(?:a|the)\\s+(?:live\\s+)?(?:location|pin)\\s+(?:of|to)\\s+(?:your|ur)',
    ],
    meet: "meet\\s+me, (?:let'?s|lets|we\\s+can|we\\s+could|wanna|want\\s+to|shall\\s+we|should\\s+we)\\s+meet",
    secret: [
      "come\\s+alone, (?:don'?t|do\\s+not|dont)\\s+(?:tell|bring)\\s+(?:your|ur|anyone|any1|nobody)",
      "(?:keep|this\\s+is)\\s+(?:it\\s+)?(?:a\\s+|our\\s+)?secret, (?:your|ur)\\s+parents\\s+(?:don'?t|can'?t)",
    ],
  },
  es: {
    street: [
      'en\\s+(?:que|cual)\\s+calle\\s+(?:vives|vivis|esta\\s+tu\\s+casa)',
      '(?:a\\s+)?donde\\s+te\\s+(?:lo|la|los)?\\s*(?:mando|envio|llevo), tu\\s+direccion\\s+(?:completa|exacta)',
      '(?:en\\s+)?(?:que|cual)\\s+(?:parada|estacion)\\s+te\\s+(?:bajas|subes)',
    ],
    school:
      '(?:a|en)\\s+(?:que|cual)\\s+(?:escuela|colegio|cole|insti|instituto|liceo|prepa|secundaria)\\s+(?:vas|estudias|estas)',
    location: '(?:mandame|pasame|enviame|comparte(?:me)?|manda)\\s+(?:tu\\s+)?(?:ubicacion|ubi|localizacion)',
    meet: 'quedamos, nos\\s+vemos\\s+(?:en|frente|delante), te\\s+espero\\s+(?:en|frente|delante)',
    secret:
      'ven\\s+sol[oa], no\\s+(?:le\\s+)?(?:digas|cuentes)\\s+(?:nada\\s+)?a\\s+(?:nadie|tus\\s+padres), es\\s+un\\s+secreto',
  },
  pt: {
    street: 'em\\s+que\\s+rua\\s+(?:voce\\s+|vc\\s+|tu\\s+)?mora',
    school: '(?:em|de)\\s+que\\s+(?:escola|colegio)\\s+(?:voce\\s+|vc\\s+|tu\\s+)?(?:estuda|vai|esta)',
    location: '(?:me\\s+)?(?:manda|envia|passa|compartilha)\\s+(?:a\\s+)?(?:sua|tua)\\s+localizacao',
    meet: [
      '(?:vamos\\s+nos|a\\s+gente\\s+se)\\s+(?:ver|encontrar), te\\s+encontro, te\\s+espero\\s+(?:na|no|em)',
      'encontra-me, encontre-me, me\\s+encontra, me\\s+encontre, bora\\s+se\\s+encontrar',
    ],
    secret: 'vem\\s+sozinh[oa], nao\\s+(?:conta|fala)\\s+(?:pra|para)\\s+(?:ninguem|seus\\s+pais)',
  },
  fr: {
    street: [
      "(?:dans|sur)\\s+quelle\\s+rue\\s+(?:tu\\s+|t'|t\\s+)?(?:habites|vis), t'?habites\\s+(?:dans\\s+)?quelle\\s+rue",
      "ou\\s+(?:je\\s+)?(?:te\\s+)?l'?(?:envoie|envoyer), ton\\s+adresse\\s+(?:complete|exacte)",
      "(?:a\\s+)?quel(?:le)?\\s+(?:arret|station|gare)\\s+(?:tu\\s+|t'|t\\s+)?descends",
    ],
    school:
      "(?:dans|a)\\s+quel(?:le)?\\s+(?:college|lycee|ecole|bahut)\\s+(?:tu\\s+|t'|t\\s+)?(?:es|vas), t'?es\\s+(?:dans|a)\\s+quel(?:le)?\\s+(?:college|lycee|ecole)",
    location: '(?:envoie|partage|donne)(?:-moi|\\s+moi)?\\s+ta\\s+(?:localisation|position|loc)',
    meet: "rdv, rendez-vous, on\\s+se\\s+(?:voit|retrouve|rejoint), retrouve-moi, je\\s+t'attends",
    secret:
      "viens\\s+seul(?:e)?, (?:ne\\s+)?(?:le\\s+)?dis\\s+(?:rien\\s+)?(?:a\\s+personne|a\\s+tes\\s+parents), c'est\\s+(?:un|notre)\\s+secret",
  },
  de: {
    street: [
      'in\\s+welcher\\s+stra(?:ss|ß)e\\s+wohnst\\s+du',
      'wohin\\s+(?:kann|soll)\\s+ich\\s+(?:es|dir|ihn|sie), deine\\s+(?:genaue|ganze|volle)\\s+adresse',
      '(?:an\\s+)?welcher\\s+(?:haltestelle|station)\\s+steigst\\s+du',
    ],
    school: '(?:auf|in)\\s+welche\\s+schule\\s+gehst\\s+du, welche\\s+schule\\s+(?:besuchst|gehst)\\s+du',
    location:
      '(?:schick|sende|teil|teilst\\s+du|schickst\\s+du)\\s+(?:mir\\s+)?(?:deinen|deine)\\s+(?:live-?)?(?:standort|position|location)',
    meet: 'treffen\\s+wir\\s+uns, lass\\s+uns\\s+(?:treffen|uns\\s+treffen), wir\\s+treffen\\s+uns, ich\\s+warte\\s+(?:am|an|vor|beim)',
    secret:
      'komm\\s+allein, sag\\s+(?:es\\s+)?(?:niemandem|deinen\\s+eltern\\s+nichts), (?:ist|bleibt)\\s+unser\\s+geheimnis',
  },
  it: {
    street: 'in\\s+che\\s+via\\s+(?:abiti|vivi)',
    school: '(?:che|quale)\\s+scuola\\s+(?:fai|fate|frequenti), in\\s+che\\s+scuola\\s+(?:vai|sei)',
    location: '(?:mandami|inviami|condividi)\\s+(?:la\\s+)?(?:tua\\s+)?posizione',
    meet: 'ci\\s+vediamo\\s+(?:a|al|alla|davanti|fuori), ti\\s+aspetto\\s+(?:a|al|alla|davanti|fuori), incontriamoci',
    secret: 'vieni\\s+da\\s+sol[oa], non\\s+dirlo\\s+a\\s+(?:nessuno|i\\s+tuoi)',
  },
  nl: {
    street: 'in\\s+welke\\s+straat\\s+woon\\s+je',
    school: 'op\\s+welke\\s+school\\s+zit\\s+je',
    location: 'stuur\\s+(?:me\\s+)?(?:je|jouw)\\s+(?:live\\s*)?locatie',
    meet: 'zullen\\s+we\\s+afspreken, we\\s+spreken\\s+af, ik\\s+wacht\\s+(?:bij|voor|op)',
    secret: 'kom\\s+alleen, zeg\\s+het\\s+tegen\\s+niemand',
  },
  pl: {
    street: 'na\\s+jakiej\\s+ulicy\\s+mieszkasz',
    school: 'do\\s+jakiej\\s+szkoly\\s+chodzisz',
    location: '(?:wyslij|podeslij|udostepnij)\\s+(?:mi\\s+)?(?:swoja\\s+)?(?:lokalizacje|pinezke)',
    meet: 'spotkajmy\\s+sie, spotkamy\\s+sie, czekam\\s+(?:pod|przy|przed|na)',
    secret: 'przyjdz\\s+sam(?:a)?, nie\\s+mow\\s+(?:nikomu|rodzicom)',
  },
  tr: {
    street: 'hangi\\s+sokakta\\s+(?:oturuyorsun|yasiyorsun)',
    school: 'hangi\\s+okul(?:a|da)\\s+(?:gidiyorsun|okuyorsun)?',
    location: 'konum(?:unu)?\\s+(?:at|gonder|paylas)',
    meet: 'bulusalim, bulusuruz, seni\\s+bekliyorum',
    secret: 'yalniz\\s+gel, kimseye\\s+(?:soyleme|anlatma), ailene\\s+soyleme',
  },
  id: {
    street: 'di\\s+jalan\\s+apa\\s+(?:rumahmu|rumah\\s+kamu|kamu\\s+tinggal)',
    school: '(?:sekolah|sekolahmu)\\s+(?:di\\s+)?(?:mana|dimana), sekolah\\s+(?:kamu|lu)\\s+(?:di\\s+)?(?:mana|dimana)',
    location: '(?:share|kirim|bagi)\\s+(?:lokasi|loc|sharelok)(?:mu|\\s+kamu)?, sharelok',
    meet: 'ketemuan\\s+(?:di|yuk), kita\\s+ketemu(?:an)?\\s+di, tunggu\\s+(?:aku|gue)\\s+di',
    secret: 'datang\\s+sendiri, jangan\\s+(?:bilang|kasih\\s+tahu)\\s+(?:siapa-siapa|ortu|orang\\s+tua)',
  },
  sw: {
    school: 'unasoma\\s+shule\\s+gani, shule\\s+gani',
    location: 'nitumie\\s+(?:location|eneo)',
    meet: 'tukutane',
    secret: 'njoo\\s+peke\\s+yako, usimwambie\\s+mtu',
  },
  ru: {
    street: 'на\\s+какой\\s+улице\\s+(?:ты\\s+)?живешь, на\\s+какой\\s+улице\\s+(?:ты\\s+)?живёшь',
    school: 'в\\s+какой\\s+школе\\s+(?:ты\\s+)?учишься, в\\s+какую\\s+школу\\s+(?:ты\\s+)?ходишь',
    location:
      '(?:скинь|отправь|пришли|кинь)\\s+(?:мне\\s+)?(?:свою\\s+)?(?:геолокацию|геопозицию|геоточку|локацию|гео)',
    meet: 'встретимся, давай\\s+встретимся, встречаемся, жду\\s+тебя\\s+(?:у|возле|около|на)',
    secret: 'приходи\\s+одн(?:а|ин), никому\\s+не\\s+говори, родителям\\s+не\\s+говори',
  },
  ko: {
    school: '(?:어느|무슨)\\s*학교\\s*(?:다녀|다니|다님)',
    location: '위치\\s*(?:보내|공유)',
    meet: '만나자, 만날래, 만나요, 만나',
    secret: '혼자\\s*(?:와|나와), 부모님(?:한테|께)?\\s*(?:말하지\\s*마|비밀)',
  },
  ja: {
    school: 'どこの学校, 何中, 何高',
    location: '位置情報\\s*(?:送って|教えて|共有)',
    meet: '会おう, 会わない, 待ち合わせ, 待ってる',
    secret: '一人で来て, ひとりで来て, 親に(?:は)?(?:言わないで|内緒), 誰にも言わないで',
  },
  zh: {
    school: '(?:你|妳)在哪(?:个|個)?(?:学校|學校|中学|小学), (?:你|妳)(?:的)?学校在哪',
    location: '(?:发|發|分享)(?:个|一下)?(?:定位|位置)',
    meet: '见面, 見面, 等你, 我们在.{0,12}见',
    secret: '一个人来, 一個人來, 别告诉(?:你)?(?:爸妈|父母|别人), 不要告诉',
  },
};

export const WHEREABOUTS: Record<string, WhereaboutsLanguage> = Object.fromEntries(
  Object.entries(ROWS).map(([language, row]) => [
    language,
    Object.fromEntries(Object.entries(row).map(([field, words]) => [field, list(words)])),
  ]),
);

/**
 * A place named for a meeting that is no everyday room ('the library', 'the chat'): a station, a metro, an exit, a
 * shop of a chain, a shopping centre, read on the folded text or as written.
 */
export const MEETING_PLACES = list([
  "station, stn, metro, subway, tube, underground, exit, mcdonalds, mcdonald's, mcdo, maccies, starbucks, primark",
  'kfc, burger\\s+king, mall, shopping\\s+cent(?:re|er), bahnhof, hbf, u-bahn, s-bahn, gare, estacion',
  'estacao, stazione, dworzec, stacja, istasyon, stasiun, halte, metro\\s+station, sortie, ausgang, salida, uscita',
  'метро, станци\\p{L}*, вокзал\\p{L}*, выход\\p{L}*, тц, торгов\\p{L}*, 역\\s*(?:\\d+번\\s*)?출구, 역\\s*앞, 역에서',
  '駅, 改札, 出口, 地铁, 地鐵, 车站, 車站, 火车站',
]);
