// Apps asked for or offered in other scripts, where the Latin reading of the guard sees nothing: 'ライン交換しない？'
// (swap LINE?), '카톡 아이디 알려줘' (tell me your KakaoTalk ID), '加我微信' (add me on WeChat), 'есть телега?' (got
// Telegram?), 'ضيفني سناب' (add me on Snap), 'ขอไลน์หน่อย' (can I have your LINE), 'インスタのIDはsakura_07'. An app's
// name in these scripts is refused beside a word that asks, offers or adds, a question mark, or an account name. Read
// on the text as written (NFKC, lower case): folding these scripts to Latin look-alikes would lose them.

/** App names in Japanese, Korean, Chinese, Thai, Russian, Arabic, Persian, Hebrew and Hindi. */
const APPS =
  /ライン|ﾗｲﾝ|カカオ|インスタ|スナチャ|スナップチャット|ティックトック|ディスコード|テレグラム|ワッツアップ|カカオトーク|카톡|카카오톡?|인스타|스냅|디스코드|텔레그램|틱톡|페북|페메|微信|威信|薇信|脸书|臉書|推特|抖音|ไลน์|ไลน|ทวิตเตอร์|ไอจี|ติ๊กต๊อก|телег\p{L}*|телеграм\p{L}*|тг(?![\p{L}])|ватсап\p{L}*|вотсап\p{L}*|вайбер\p{L}*|инст\p{L}*|снап\p{L}*|дискорд\p{L}*|вк(?![\p{L}])|вконтакт\p{L}*|роблокс\p{L}*|тикток\p{L}*|ютуб\p{L}*|小红书|小紅書|微博|快手|로블록스|디코|ロブロックス|سناب|واتس\p{L}*|واتساب|انستا\p{L}*|تلي?جرام|تيليجرام|ديسكورد|تلگرام|اینستا|واتساپ|אינסטגרם|אינסטה|סנאפ|וואטסאפ|טלגרם|טיקטוק|इंस्टा|व्हाट्सएप|व्हाट्सऐप|स्नैप/u;

/** Asking, offering, adding, swapping, writing there, in the same languages. */
const ASKS =
  /交換|教えて|おしえて|追加|送って|連絡|加我|加一下|给我|給我|号码|號碼|多少|是什么|是啥|알려|아이디|추가|해\s*$|해요|줘|ขอ|แอด|ส่ง|เพิ่ม|пиши|напиши|есть|добав|скинь|дай|кинь|ضيفني|ضيف|ارسل|搜|添加|关注|關注|ник|акк\p{L}*|логин|أرسل|عطني|اعطني|حساب|\?|？|[\p{Script=Latin}\d_.]{3,}\d|[\p{Script=Latin}\d]{2,}[_.][\p{Script=Latin}\d_.]*/u;

/** The first app asked for or offered in another script, or null. */
export function findOtherScriptApp(text: string): string | null {
  const t = text.normalize('NFKC').toLowerCase();
  const app = APPS.exec(t);
  if (app && ASKS.test(t.replace(app[0], ' '))) return app[0];
  return null;
}
