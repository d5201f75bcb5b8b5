import { describe, expect, it } from 'vitest';
import { foldCased } from './normalise';
import { findPlace } from './places';

const place = (text: string, beside = false) =>
  findPlace(foldCased(text), text.normalize('NFKC').toLowerCase(), beside);

describe('findPlace', () => {
  it.each([
    // Postcodes whose shape is their own.
    'Leeds LS6 2AB',
    'my postcode is SW1A 1AA',
    'Springfield, IL 62704',
    'Ottawa K1A 0B1',
    '〒150-0001',
    'CEP 01310-100',
    // Coordinates someone gives as theirs, what3words, blocks and lots, Colombian doors.
    'my house is at 51.5033, -0.1196, come over',
    'GPS: 48°51\'29.6"N 2°17\'40.2"E, come at 6',
    "I'm pinned at 51.45, -2.59 on maps",
    'meet me at ///filled.count.soap',
    'w3w: index.home.raft',
    'Blk 5 Lot 12, Phase 2',
    'mi casa: Carrera 7 # 45-10',
    // Address forms of other scripts.
    '住所は東京都世田谷区北沢2-14-5だよ',
    '我住在北京市朝阳区建国路88号',
    '上海市浦东新区世纪大道100号',
    '101동 1203호',
    'ул. Ленина, д. 15, кв. 42',
    'дом 10, квартира 5',
    'شارع الملك فهد ١٢',
    'רחוב הרצל 12',
    'บ้านเลขที่ 12',
    'मकान नं. 12',
  ])('refuses %j', (text) => {
    expect(place(text)).not.toBeNull();
  });

  it('reads digits and a town as a postcode only beside a street or a claim', () => {
    expect(place('10115 Berlin', true)).not.toBeNull();
    expect(place('10115 Berlin')).toBeNull();
    expect(place('In 1989 Taylor Swift released an album')).toBeNull();
  });

  it.each([
    // Consoles and disks, vitamins, coordinates of a city in a geography task, two constants, code.
    'my PS5 2TB drive is full',
    'B12 vitamins help with tiredness',
    'latitude 51.5074, longitude -0.1278 is London, for the geography task',
    'the coordinates of Paris are 48.8566, 2.3522, is that right?',
    'pi and e are 3.14159, 2.71828',
    'obj.prop.value is undefined in my code',
    // Dates, days, pages and exercises in other scripts.
    '第3課の練習問題5番がわかりません。',
    '京都で2-3日',
    '我知道3号有考试',
    'Упражнение 12 на странице 56',
    '버스로 30분 걸려',
  ])('keeps %j', (text) => {
    expect(place(text)).toBeNull();
  });

  it('reads four or five digits after a word that names a number as no postcode', () => {
    expect(place('Team 4501 Robotics', true)).toBeNull();
    expect(place('room 1204 Lab', true)).toBeNull();
    expect(place('10115 Berlin', true)).not.toBeNull();
  });
});
