import { describe, expect, it } from 'vitest';
import { fold } from './normalise';
import { findElsewhereSignal } from './signals-elsewhere';

const elsewhere = (text: string) => findElsewhereSignal(fold(text), text.normalize('NFKC').toLowerCase());

describe('findElsewhereSignal: privately or elsewhere, beside a word to talk', () => {
  it.each([
    'hablemos por privado mejor',
    'on se parle en privé ?',
    'lass uns woanders schreiben',
    'parliamo in privato',
    'napisz do mnie na priv',
    'özelden yaz bana',
    'напиши мне в личку',
    'me chama no privado',
  ])('refuses %j', (text) => expect(elsewhere(text)).not.toBeNull());

  it.each(['mi perfil es privado', 'er wohnt jetzt woanders', 'she goes to a private school', 'parliamo di musica'])(
    'keeps %j',
    (text) => expect(elsewhere(text)).toBeNull(),
  );
});
