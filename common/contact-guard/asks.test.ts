import { describe, expect, it } from 'vitest';
import { findAsk } from './asks';
import { fold } from './normalise';

const ask = (text: string) => findAsk(fold(text), text.normalize('NFKC').toLowerCase());

describe('findAsk', () => {
  it.each([
    // 'Your' beside a detail, before or after it.
    '¿me pasas tu número? así hablamos',
    'mi dai il tuo numero? ti scrivo',
    'wie ist deine Adresse?',
    'c’est quoi ton adresse ?',
    'какой у тебя номер?',
    'ano number mo?',
    'तुम्हारा नंबर क्या है?',
    'מה המספר שלך?',
    '你的电话号码是多少？',
    'apna insta id do na',
    // A verb that asks, with no 'your'.
    'podaj numer, napiszę sms',
    'kak, minta nomor wa nya dong',
    'cho mình xin số Zalo nha',
    'dammi l’indirizzo',
    'LINEやってる？ID教えて！',
    '번호 좀 알려줘',
    'ขอเบอร์หน่อย',
    '手机号多少？',
    // A detail with 'your' inside, with a question.
    'instagram hesabın ne? takip edeyim',
    'ممكن رقمك على الواتساب؟',
    'nomormu berapa?',
    'رقم جوالك؟',
    'telefon numaranı gondersene',
    'nitumie namba yako ya simu',
    'آیدیتو بده',
    // 'Have you got', before a question mark; where one lives, exactly.
    "t'as un num ?",
    'Hast du eine Handynummer für mich?',
    'tell me where u live exactly, street and number',
    'dimmi dove abiti, via e numero',
  ])('refuses %j', (text) => {
    expect(ask(text)).not.toBeNull();
  });

  it.each([
    // A favourite or lucky number, a number of something (a page, a shirt, a seat, a list), a student's number.
    '¿Cuál es tu número favorito?',
    '¿Cuál es tu número de la suerte?',
    'Tu número de lista es el 14, ¿no?',
    'Deine Nummer im Team ist 10, oder?',
    'Qual è il tuo numero di matricola?',
    'Heb je nummer 5 al gedaan?',
    'Nomor punggung kamu berapa?',
    'Số áo của bạn là bao nhiêu?',
    'Какой номер задания?',
    'あなたの出席番号は何番？',
    '問題の番号を教えてください',
    // Phones as things, homework, advice against giving a detail, a phrase asked about.
    'какой у тебя телефон, айфон или самсунг?',
    'telefonun bozuldu mu?',
    'manda um email pro professor pedindo mais prazo',
    '¿tienes tarea de mates?',
    'no compartas tu número con desconocidos',
    'ne donne jamais ton adresse à un inconnu',
    'Hoe zeg je nummer in het Frans?',
    "¿Cómo se dice 'dame tu número' en inglés?",
    'tu vis où ? en France ?',
    'namba yako ya jezi ni 10',
  ])('keeps %j', (text) => {
    expect(ask(text)).toBeNull();
  });

  it.each(['Formadaki numaran kaç?', 'tu número en la camiseta? dorsal', 'je nummer? rugnummer bedoel ik'])(
    'keeps a number on a shirt asked about: %j',
    (text) => {
      expect(ask(text)).toBeNull();
    },
  );

  it.each([
    // English as spoken and texted, Arabic in Latin letters, Malay, Japanese, Chinese and Korean ways to swap.
    'bung us your digits mate',
    'slide me ur insta real quick',
    'hand over yer email then',
    'lemme get your snap',
    'eb3atli raqmak please',
    'shu ra2mik? 3al whats',
    'boleh bagi nombor telefon awak?',
    'インスタ交換しようよ',
    '加个微信吧',
    '카톡 교환하자',
  ])('finds %j', (text) => {
    expect(ask(text)).not.toBeNull();
  });

  it.each([
    'is your snap private?',
    'your number is wrong in question 3',
    'pass me your notes from chemistry',
    'can I get your snap score up if I send more?',
    'gimme your honest opinion on my essay',
    'give us your number of apples for the graph',
    'send me your answer to 3b',
  ])('keeps %j', (text) => {
    expect(ask(text)).toBeNull();
  });
});
