import { describe, expect, it } from 'vitest';
import { findOtherScriptApp } from './other-scripts';

describe('findOtherScriptApp', () => {
  it.each([
    'ライン交換しない？',
    '카톡 아이디 알려줘',
    '加我微信吧 sunny_08',
    'есть телега? пиши туда',
    'ضيفني سناب',
    'ขอไลน์หน่อย',
    'インスタのIDはsakura_07',
    '微信号多少',
    'мой вк — dasha_smirn',
    '小红书搜 momo_在学习',
    'мой ник в роблоксе xxblaze, добавь',
  ])('refuses %j', (text) => {
    expect(findOtherScriptApp(text)).not.toBeNull();
  });

  it.each([
    'ラインを引いてください',
    '微信很好用',
    'телеграм удалил',
    '我喜欢数学',
    'hello there',
    'вк тормозит сегодня',
    '小红书很好玩',
  ])('keeps %j', (text) => {
    expect(findOtherScriptApp(text)).toBeNull();
  });
});
