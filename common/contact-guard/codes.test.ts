import { describe, expect, it } from 'vitest';
import { decodings } from './codes';
import { inspect } from './inspect';

describe('decodings', () => {
  it('decodes base64, character codes, rot13 where named, roman numerals, emoji by a key, look-alike letters', () => {
    expect(decodings('call me: MDc3MDA5MDAxMjM=')).toEqual(['call me: 07700900123']);
    expect(decodings('ascii: 104 105 33 33 33')).toEqual(['ascii: hi!!!']);
    expect(decodings('fanc: yhan.x09 (rot13)')).toContain('snap: luna.k09 (ebg13)');
    expect(decodings('0 VI I 0 0 IX 0')).toEqual(['0 6 1 0 0 9 0']);
    expect(decodings('⭐1⭐⭐ (star = 0)')).toEqual(['0100 (star = 0)']);
    expect(decodings('(3O5) l2S-7788')).toEqual(['(305) 125-7788']);
  });

  it('finds what the code says, in several languages and codes', () => {
    expect(inspect('mi correo en base64: bHVjaWEubTA5QGdtYWlsLmNvbQ==')).not.toBeNull();
    expect(inspect('numaram: MDU1MjEyMzQ1Njc=')).not.toBeNull();
    expect(inspect('insta en ascii: 108 117 99 105 97 46 109 48 57')).not.toBeNull();
    expect(inspect('snap rot13: yhpvn.z09')).not.toBeNull();
    expect(inspect('0 VI I 0 0 IX 0 0 I II III')).not.toBeNull();
  });

  it('keeps codes that say nothing of contact, and text with no code', () => {
    expect(inspect('ASCII 72 101 108 108 111 spells Hello')).toBeNull();
    expect(inspect('the video id is dQw4w9WgXcQ lol')).toBeNull();
    expect(inspect('base64 of "hi" is aGk=')).toBeNull();
    expect(inspect('Henry VIII, Louis XIV and Elizabeth II were monarchs')).toBeNull();
    expect(inspect('🍕 is my favourite, score = 5 today 😀')).toBeNull();
    expect(decodings('just a normal message')).toEqual([]);
  });
});
