import { describe, expect, it } from 'vitest';
import { findAddress, findProviderAddress, joinSpacedOut, spokenAddress } from './links';
import { fold } from './normalise';

describe('findAddress', () => {
  it('finds links and addresses with a real public suffix, also spoken', () => {
    expect(findAddress('check sammyj.dev')).toEqual({ kind: 'link', match: 'sammyj.dev' });
    expect(findAddress(spokenAddress('sam dot jones at gmail dot com'))).toMatchObject({ kind: 'email' });
    expect(findAddress(spokenAddress('lucas (arobase) laposte (point) net'))).toMatchObject({ kind: 'email' });
    expect(findAddress(spokenAddress('hxxps://ngl[.]link/anon_q'))).toMatchObject({ kind: 'link' });
    expect(findAddress('sunny.carrd.co has my links')).toMatchObject({ kind: 'link' });
  });

  it('reads providers, endings and signs said in English but written in other scripts', () => {
    const read = (text: string) => findAddress(spokenAddress(fold(text)));
    expect(read('ايميلي ahmed.hassan ات جيميل دوت كوم')).toMatchObject({ kind: 'email' });
    expect(read('почта masha.k собака джимейл точка ком')).toMatchObject({ kind: 'email' });
    expect(read('メール yuki_07 アットマーク ジーメール ドット コム')).toMatchObject({ kind: 'email' });
    expect(read('أحب جيميل أكثر من ياهو')).toBeNull();
    expect(read('ок. нет, не знаю')).toBeNull();
  });

  it('reads the at sign and the dot in more languages, and characters spaced out', () => {
    expect(findAddress(spokenAddress(fold('ola.wisniewska małpa onet kropka pl')))).toMatchObject({ kind: 'email' });
    expect(findAddress(spokenAddress(fold('lukas punkt weber ät gmx punkt de')))).toMatchObject({ kind: 'email' });
    expect(findAddress(spokenAddress(joinSpacedOut('m a x . k o w a l s k i @ w p . p l')))).toMatchObject({
      kind: 'email',
    });
  });

  it('reads the at sign and the dot said in the words of many languages and scripts', () => {
    for (const text of [
      'masha_2008 собака яндекс точка ру',
      'noa.l שטרודל gmail נקודה com',
      'maria παπάκι gmail τελεία com',
      'jan apenstaartje gmail punt com',
      'kata kukac freemail pont hu',
      'liisa ät gmail piste com',
      'naveen at the rate gmail dot com',
      'minh a còng gmail chấm com',
      'sakuraアットマークgmailドットcom',
    ])
      expect(findAddress(spokenAddress(fold(text))), text).toMatchObject({ kind: 'email' });
  });

  it("names an app's own site without an account on it", () => {
    expect(findAddress(spokenAddress('instagram dot com is blocked at school'))).toBeNull();
    expect(findAddress('instagram.com/lily.m09')).toMatchObject({ kind: 'link' });
    expect(findAddress(spokenAddress('instagram . com / lily.m09'))).toMatchObject({ kind: 'link' });
  });

  it('names link shorteners and sites of study and games bare, or a host warned about, and finds an account on them', () => {
    expect(findAddress('never open tinyurl.com links in dms')).toBeNull();
    expect(findAddress('my lichess.org rating went up')).toBeNull();
    expect(findAddress('beware of free-vbucks.net, a scam')).toBeNull();
    expect(findAddress('tinyurl.com/kaichat')).toMatchObject({ kind: 'link' });
    expect(findAddress('lichess.org: kai_plays09')).toMatchObject({ kind: 'link' });
    expect(findAddress("don't tell anyone, sammy.dev is mine")).toMatchObject({ kind: 'link' });
  });

  it('leaves a spoken dot before a word of the sentence', () => {
    expect(findAddress(spokenAddress('el punto de partida es aqui'))).toBeNull();
    expect(findAddress(spokenAddress("c'est le point de depart"))).toBeNull();
    expect(joinSpacedOut('a b c d e f g')).toBe('a b c d e f g');
  });

  it('leaves names that are not addresses: libraries, files, sentences typed without a space', () => {
    expect(findAddress('Node.js and main.py')).toBeNull();
    expect(findAddress('ok.so what now')).toBeNull();
    expect(findAddress('version 2.0.1')).toBeNull();
    // A file of code and a package named in reverse order are no hosts; a site on the same endings is one.
    expect(findAddress('the file is Main.java, the package com.example.app'.toLowerCase())).toBeNull();
    expect(findAddress('import org.junit.test and net.minecraft.client')).toBeNull();
    expect(findAddress('my game is on sunnyboi.app')).toMatchObject({ kind: 'link' });
    expect(findAddress('visit coffee.java for my page')).toMatchObject({ kind: 'link' });
  });
});

describe('findProviderAddress', () => {
  it('finds a mailbox at a provider typed with one slip, when the name reads as an account', () => {
    expect(findProviderAddress(spokenAddress('its kat_r09 at gmial'))).not.toBeNull();
    expect(findProviderAddress(spokenAddress('jo.b at hotmal'))).not.toBeNull();
    expect(findProviderAddress(spokenAddress('sam22 at yahooo'))).not.toBeNull();
    expect(findProviderAddress(spokenAddress('I looked at outlok yesterday'))).toBeNull();
    expect(findProviderAddress(spokenAddress('meet gail at the library'))).toBeNull();
  });

  it("reads a note that two words are one ('bluejay (no space) underscore music')", () => {
    expect(spokenAddress('bluejay (no space) underscore music')).toBe('bluejay_music');
    expect(spokenAddress('there is no space in my bag')).toBe('there is no space in my bag');
  });

  it('finds a mailbox at a known provider without its ending', () => {
    expect(findProviderAddress('write to sammyj at hotmail')).toBe('sammyj at hotmail');
    expect(findProviderAddress('tom🌀gmail🔵com')).not.toBeNull();
    expect(findProviderAddress('its jay2010 on g mail')).not.toBeNull();
    // A mail service described rather than named.
    expect(findProviderAddress(spokenAddress('lilyrose09 on gee mail'))).not.toBeNull();
    expect(findProviderAddress(spokenAddress('riley.art2009 @ the google mail thing'))).not.toBeNull();
  });

  it('finds an account name given beside a provider named as the kind of address', () => {
    expect(findProviderAddress("send it to jordan_k09, it's an icloud address")).not.toBeNull();
    expect(findProviderAddress("it's kai.j07, an outlook account")).not.toBeNull();
    expect(findProviderAddress(spokenAddress("it's pixel_09, yahoo mail"))).not.toBeNull();
  });

  it('leaves talk about mail', () => {
    expect(findProviderAddress('my gmail account is full, I saved it as notes_final_v2.txt')).toBeNull();
    expect(findProviderAddress(fold("ton adresse mail de l'école marche ?"))).toBeNull();
    expect(findProviderAddress('look at gmail, it is full')).toBeNull();
    expect(findProviderAddress('I use gmail for school')).toBeNull();
    expect(findProviderAddress(spokenAddress('i ate an apple at lunch'))).toBeNull();
    expect(findProviderAddress(spokenAddress('my google email is full'))).toBeNull();
  });
});
