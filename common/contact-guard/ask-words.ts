// Asking the reader for their contact details, language by language: the data asks.ts reads. A row gives a
// language's words for 'your' (before or after the detail), the details (number, e-mail, address, postcode,
// account, the apps people swap), the verbs that ask for one without 'your' ('podaj numer', 'minta nomor', 'xin
// số', '教えて'), and the details with 'your' inside them ('numaranı', 'رقمك', 'nomormu'), which ask only with a
// question or a verb. Latin-script rows are read on the folded text, the others on the text as written.

export interface AskLanguage {
  your: string[];
  nouns: string[];
  asks?: string[];
  yourNouns?: string[];
  /** Question words that make a detail with 'your' inside it an ask ('instan ne?'). */
  questions?: string[];
  /** 'Have you got', which asks with 'a' ('t'as un num ?', 'hast du eine Handynummer?') before a question mark. */
  have?: string[];
}

/** Words between commas, in one string or several. */
export const list = (words: string | string[] | undefined) =>
  [words ?? []].flat().flatMap((part) => part.split(', ').filter(Boolean));

const APPS = 'insta, ig, instagram, snap, snapchat, whatsapp, whats, wa, telegram, discord, tiktok';

/** The rows as written: each field one string, or several, of words between commas. */
const ROWS: Record<string, Partial<Record<keyof AskLanguage, string | string[]>>> = {
  es: {
    your: 'tu, tus, su, tuyo, tuya',
    nouns: [
      'numero, num, cel, celular, movil, telefono, tel, wasap, wsp, face, correo, mail, email, direccion',
      'domicilio, codigo postal, usuario, cuenta, arroba',
      APPS,
    ],
    asks: 'dame, pasame, mandame, me pasas, me das, me mandas, enviame, comparteme, pasa',
    have: 'tienes, tenes, tiene, tenes',
  },
  pt: {
    your: 'teu, tua, seu, sua, o teu, o seu, a tua, a sua',
    nouns: [
      'numero, telefone, telemovel, celular, cel, zap, zapzap, email, e-mail, endereco, morada, cep',
      'codigo postal, usuario, conta, arroba, face',
      APPS,
    ],
    asks: 'me passa, passa, manda, me manda, me da, me envia, envia',
    have: 'tens, tem, voce tem, vc tem',
  },
  fr: {
    your: 'ton, ta, tes, votre, vos',
    nouns: ['numero, num, 06, 07, tel, telephone, portable, mail, email, adresse, code postal, pseudo, compte', APPS],
    asks: [
      'donne-moi, donne moi, file-moi, file moi, passe-moi, passe moi, envoie-moi, envoie moi, dis-moi',
      'dis moi, donne, envoie',
    ],
    have: "t'as, tu as, as-tu, vous avez, avez-vous",
  },
  de: {
    your: 'dein, deine, deinen, deiner, eure, euren',
    nouns: [
      'nummer, handynummer, telefonnummer, tel, mail, email, e-mail, mailadresse, adresse, anschrift, plz',
      'postleitzahl, benutzername, username, account, konto, addy',
      APPS,
    ],
    asks: 'gib mir, schick mir, sag mir, schreib mir',
    have: 'hast du, haste, habt ihr, haben sie',
  },
  it: {
    your: 'tuo, tua, il tuo, la tua, tuoi, il suo, la sua',
    nouns: ['numero, cellulare, cell, telefono, mail, email, indirizzo, nick, account', APPS],
    asks: 'dammi, mandami, passami, mi dai, mi passi, mi mandi, dimmi',
    have: "hai, avete, ce l'hai",
  },
  nl: {
    your: 'je, jouw, uw, jullie',
    nouns: ['nummer, telefoonnummer, 06, 06-nummer, mobiel, adres, mail, email, mailadres, account', APPS],
    asks: 'geef me, stuur me, mag ik',
    have: 'heb je, hebben jullie, heeft u',
  },
  pl: {
    your: 'twoj, twoja, twoje, twojego, twoja, twoim, swoj, swoja, swoje, swojego, swoim, do ciebie',
    nouns: [
      'numer, nr, telefon, komorke, komorki, mail, maila, email, adres, snapa, snapchata, discorda, fejsa',
      'fb, nick, konto',
      APPS,
    ],
    asks: 'podaj, daj, wyslij, dawaj, jaki masz, jaki jest, podeslij',
    have: 'masz, macie',
  },
  cs: {
    your: 'tvoje, tvuj, tvoji, svoje, svuj',
    nouns: ['cislo, telefon, mobil, mail, email, adresu, adresa', APPS],
    asks: 'dej mi, posli mi, napis mi',
  },
  sv: {
    your: 'ditt, din, dina',
    nouns: ['nummer, telefonnummer, mobilnummer, mail, mejl, adress, adresse', APPS],
    asks: 'ge mig, skicka, giv mig, send mig',
  },
  tr: {
    your: 'senin, sizin',
    nouns: ['numara, numaran, telefon, hesap, adres, mail', APPS],
    asks: 'ver, verir misin, versene, yaz, soyle, at, atsana, atar misin, yolla, yollasana, gonder, gondersene',
    yourNouns: [
      'numaran, numarani, numaranizi, numaraniz, telefonun, telefon numaran, hesabin, hesabini, adresin',
      'adresini, mailin, mailini, instan, instani, instagramin, snapin, snapini, kullanici adin',
    ],
    questions: 'ne, nedir, kac, at, atsana, atar misin, var mi, yolla, yollasana, gonder, gondersene, versene',
  },
  // English as it is spoken and texted ('chuck us your number', 'gimme yuh numba', 'pass me your tele handle');
  // standard asks are read in phrases.ts.
  en: {
    // No 'your' alone ('is your snap private?', 'your number is wrong in question 3'): only a verb that asks,
    // with 'your' between ('chuck us your number').
    your: [],
    nouns: [
      'number, numba, numbr, nmbr, nomba, numbah, num, digits, digitz, addy, email, e-mail, deets, details',
      'contact, contacts, handle, socials, tele, tele handle, telegram handle, tg, whatsapp number, snapcode',
      APPS,
    ],
    asks: [
      'gimme, gi mi, give us, give me, chuck us, chuck me, bung us, bung me, pass me, pass us, pass mi, send me',
      'send us, sen mi, slide me, hand over, flick me, flick us, drop me, drop us, lemme get, lemme have, can pass me',
      'can i get, can i have, could i get, shoot me, throw me, hit me with, link me, lend us, lend me',
    ],
  },
  // Arabic written in Latin letters and digits ('3tini ra2mak', 'eb3atli raqmak 3al whats').
  arLatn: {
    your: [],
    nouns: 'ra2m, raqam, rakam, raqm, nimra, nemra, whats, whatsapp, snap, insta, email',
    asks: [
      '3tini, a3tini, e3tini, 3teeni, a3teeni, 3tine, ab3atli, eb3atli, ib3atli, ab3atly, eb3tli, ab3tli, ba3atli',
      'ib3atli, hatli, hat, wareeni, warini, 2olli, 2olli',
    ],
    yourNouns: [
      'ra2mak, ra2mik, ra2mek, raqmak, raqmik, rakmak, rakamak, rakmik, raqamak, nimrtak, nemrtak, nomrtak',
      'nimritak, nimretak, snapak, instak, whatsak, emailak, 3enwanak, 3onwanak, akkaontak, accountak',
    ],
    questions: 'shu, sho, esh, eish, wesh, kam, momken, mumkin, mmkn, 3al, 3ala',
  },
  id: {
    your: 'kamu, mu, anda, lu, lo, elo, awak, kau',
    nouns: [
      'nomor, nomer, no hp, nomor hp, no wa, id line, email, alamat, akun, username',
      // Malay: 'no fon', 'nombor telefon'.
      'no fon, nombor, nombor fon, nombor telefon, no tel, no telefon, fon',
      APPS,
    ],
    asks: 'minta, bagi, kasih, kirim, bagiin, kirimin',
    yourNouns: 'nomormu, nomermu, alamatmu, rumahmu, igmu, wamu, emailmu, akunmu, linemu, hpmu',
    questions: 'berapa, apa, mana',
    have: 'punya, ada',
  },
  vi: {
    your: 'cua ban, cua cau, cua em, cua anh, cua chi',
    nouns: ['so, so dien thoai, sdt, zalo, facebook, fb, face, email, mail, dia chi, nick, tai khoan, acc, id', APPS],
    asks: 'xin, cho xin, cho minh xin, gui, de lai, cho minh',
    yourNouns: 'dia chi nha ban, so ban, sdt ban, zalo ban',
    questions: 'o dau, la gi, bao nhieu, may',
    have: 'co, ban co',
  },
  tl: {
    your: 'mo, niyo, nyo, ninyo, iyong',
    nouns: ['number, num, cp, fb, facebook, messenger, email, address, account, username', APPS],
    asks: 'pahingi, penge, bigay',
  },
  hinglish: {
    your: 'apna, apni, apne, tera, teri, tere, tumhara, tumhari, tumhare, aapka, aapki, aapke',
    nouns: ['number, no, num, mobile, id, address, pata, email, mail, contact', APPS],
    asks: 'dedo, de do, dena, de na, do na, bhej, bhejo, bhejna, bata, batao, send karo, share karo',
  },
  ru: {
    your: 'твой, твоя, твоё, твое, твою, твоего, свой, свою, своё, ваш, вашу, у тебя, у вас',
    nouns: [
      'номер, номерок, телефон, тел, мобильный, почта, почту, мейл, емейл, имейл, адрес, инст, инсту',
      'инстаграм, снап, тг, телегу, телеграм, вк, ник, аккаунт, акк, ватсап, вотсап, дискорд',
    ],
    asks: 'дай, дайте, скинь, скиньте, кинь, пришли, напиши, скажи',
    have: 'есть, у тебя есть',
  },
  uk: {
    your: 'твій, твоя, твою, свій, свою, ваш, вашу',
    nouns: 'номер, телефон, пошта, пошту, адреса, адресу, інст, нік, телеграм',
    asks: 'дай, скинь, напиши, надішли',
  },
  el: {
    your: 'σου, σας',
    nouns: 'αριθμό, αριθμός, τηλέφωνο, κινητό, email, mail, διεύθυνση, insta, ίνστα',
    asks: 'δώσε μου, στείλε μου, πες μου',
  },
  ja: {
    your: 'あなたの, 君の, きみの, お前の',
    nouns:
      '電話番号, 番号, 携帯, ケータイ, メアド, メールアドレス, メール, line, ライン, id, インスタ, 住所, 連絡先, アカウント',
    asks: [
      '教えて, おしえて, 送って, ちょうだい, 交換しよ, 交換して, 知りたい, は？, は?, は何, って何',
      '交換しない, 交換しよう, 交換する, 交換できる, 交換しませんか, 交換お願い, 追加して, 追加しよ, 繋がろ, つながろ',
    ],
  },
  zh: {
    your: '你的, 妳的, 您的, 你',
    nouns:
      '电话, 電話, 电话号码, 电话号, 号码, 號碼, 手机号, 手机号码, 手機號, 微信, 微信号, qq, qq号, 邮箱, 郵箱, 地址, 联系方式, 聯繫方式, 账号, 帳號, ins',
    asks: '给我, 給我, 发我, 發我, 告诉我, 告訴我, 发给我, 發給我, 多少, 是多少, 加个, 加個, 加一下, 交换, 交換, 互加, 加我',
  },
  ko: {
    your: '너, 니, 네, 당신, 너의',
    nouns: '번호, 전화번호, 폰번호, 핸드폰, 카톡, 아이디, 인스타, 주소, 연락처, 메일, 이메일, 라인',
    asks: [
      '알려줘, 알려 줘, 알려주세요, 알려줄래, 알려줄래요, 알려주라, 줘, 주세요, 줄래, 보내줘, 보내줄래, 가르쳐줘, 불러줘',
      '뭐야, 뭐예요, 뭐에요, 교환하자, 교환할래, 추가해줘, 추가할게',
    ],
  },
  ar: {
    your: [],
    nouns: 'رقم, رقمك, ايميل, عنوان, حساب',
    asks: 'ابعتلي, ابعثلي, ارسل, أرسل, اعطني, عطني, هات',
    yourNouns:
      'رقمك, رقمج, نمرتك, ايميلك, إيميلك, حسابك, عنوانك, انستك, سنابك, واتسك, يوزرك, جوالك, موبايلك, تلفونك, هاتفك',
    questions: 'ممكن, شو, ايش, وش, ما هو, ما هي, كم',
  },
  fa: {
    your: [],
    nouns: 'شماره',
    asks: 'بده, بفرست',
    yourNouns: [
      'شمارتو, شماره‌تو, شماره تو, شمارت, شماره‌ات, شماره‌ت, آیدیت, آیدیتو, اینستات, اینستاتو, آدرست, آدرستو',
      'ایمیلت, ایمیلتو, تلگرامت, تلگرامتو, واتساپت',
    ],
    questions: 'بده, بفرست, بگو, چنده, چیه, میدی',
  },
  sw: {
    your: 'yako, zako, wako, lako, chako',
    nouns: ['namba, nambari, simu, namba ya simu, barua pepe, email, anwani, akaunti, jina la mtumiaji', APPS],
    asks: 'nipe, nitumie, niambie, naomba, tuma',
    have: 'una, je una',
  },
  he: {
    your: 'שלך, שלכם',
    nouns: [
      'מספר, המספר, טלפון, הטלפון, אימייל, מייל, המייל, כתובת, הכתובת, אינסטגרם, האינסטגרם, אינסטה, סנאפ',
      'וואטסאפ',
    ],
    asks: 'תן לי, תני לי, תשלח, תשלחי',
  },
  hi: {
    your: 'तुम्हारा, तुम्हारी, आपका, आपकी, तेरा, तेरी, अपना, अपनी',
    nouns: 'नंबर, नम्बर, फोन, मोबाइल, पता, ईमेल, इंस्टा, व्हाट्सएप',
    asks: 'दे दो, दीजिए, भेजो, बताओ, बताइए',
  },
  th: {
    your: 'ของเธอ, ของคุณ, ของแก',
    nouns: 'เบอร์, เบอร์โทร, ไลน์, ไอดี, ไอจี, เฟส, อีเมล, ที่อยู่',
    asks: 'ขอ, ส่ง, แอด, บอก',
  },
};

export const ASK_LANGUAGES: Record<string, AskLanguage> = Object.fromEntries(
  Object.entries(ROWS).map(([language, row]) => [
    language,
    {
      your: list(row.your),
      nouns: list(row.nouns),
      asks: row.asks ? list(row.asks) : undefined,
      yourNouns: row.yourNouns ? list(row.yourNouns) : undefined,
      questions: row.questions ? list(row.questions) : undefined,
      have: row.have ? list(row.have) : undefined,
    },
  ]),
);
