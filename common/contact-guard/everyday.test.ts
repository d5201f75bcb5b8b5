import { describe, expect, it } from 'vitest';
import { maskEveryday } from './everyday';

describe('maskEveryday', () => {
  it.each([
    ['my order number was 112-4456789-1234567', 'my kept'],
    ['line 1234567 has it', 'kept has it'],
    ['at 10:30 on 12/05/2025', 'at kept on kept'],
    ['£1,299.99 or 10,000 steps', 'kept or kept steps'],
    ['12345679 × 9 = 111111111', 'kept'],
    ['isbn 978-0-14-143951-8', 'kept'],
    ['the isbn-10 is 0141439513', 'the isbn-10 is kept'],
    ['isbn 0-306-40615-2', 'kept'],
    ['my code 1z999aa10123456784 is late', 'my code kept is late'],
  ])('sets aside the everyday number in %j', (text, masked) => {
    expect(maskEveryday(text).replace(/\s+/g, ' ').trim()).toBe(masked);
  });

  it('keeps answers and named numbers for pieces to be put together, and still sets sums aside', () => {
    expect(maskEveryday('q3 = 0803, q4 = 123', false)).toContain('0803');
    expect(maskEveryday('order 4839201', false)).toContain('4839201');
    expect(maskEveryday('2 + 3 = 5', false).trim()).toBe('kept');
  });

  it("sets helplines and the digits of constants aside, and reads 'plus' as no page", () => {
    expect(maskEveryday('call childline on 0800 1111').replace(/\s+/g, ' ').trim()).toBe('call childline on kept');
    expect(maskEveryday('pi is 3.14159 26535 89793').replace(/\s+/g, ' ').trim()).toBe('pi is kept');
    expect(maskEveryday('plus 4 4, 7 7 0 0, 9 0 0, 6 6 1')).toContain('4 4, 7 7 0 0');
  });

  it('keeps a ten-digit number whose check digit fails, or with no ISBN named', () => {
    expect(maskEveryday('isbn-13 9780141439518, and 0141439514 too')).toContain('0141439514');
    expect(maskEveryday('call 0141439513')).toContain('0141439513');
  });

  it('keeps a phone line and a nine-digit number written with dots', () => {
    expect(maskEveryday('my line na 0803 123 4567')).toContain('0803 123 4567');
    expect(maskEveryday('612.345.678')).toContain('612.345.678');
  });

  it.each([
    ['5! = 120 and 6! = 720', 'kept and kept'],
    ['the router is 10.0.0.138 and the printer 192.168.0.24', 'the router is kept and the printer kept'],
    ['set 1: 25-23, 19-25 and 15-12', 'set 1: kept'],
    ['final 102-98, 88-91', 'final kept'],
    ['game 1 11-9 11-7 lost the third', 'game 1 kept lost the third'],
    ['rr123456785de has shipped', 'kept has shipped'],
    ['isbn 2-07-036822-9 (check digit or not)', 'kept (check digit or not)'],
  ])('sets aside factorials, private addresses, scores, postal codes and ISBN-10 groups: %j', (text, masked) => {
    expect(maskEveryday(text).replace(/\s+/g, ' ').trim()).toBe(masked);
  });

  it('leaves what could be dialled: a public server, scores with a leading 0, spaced pairs with no game', () => {
    expect(maskEveryday('join 51.79.123.45:25565')).toContain('51.79.123.45');
    expect(maskEveryday('won 07-70, 09-00, 12-3')).toContain('07-70');
    expect(maskEveryday('77-12 34-56 78-90')).toContain('77-12 34-56');
    expect(maskEveryday('0-7700-900-12-3')).toContain('0-7700-900-12-3');
  });

  it("sets aside marks out of a total, and scores between spaces when the words before digits were read name a game ('won')", () => {
    expect(maskEveryday('I got 9/10 and 17/20 and 88/100').replace(/\s+/g, ' ').trim()).toBe(
      'I got kept and kept and kept',
    );
    expect(maskEveryday('07/10 70/100')).toContain('07/10');
    expect(maskEveryday('we 1 25-20 18-25', true, 'we won 25-20 18-25')).not.toContain('25-20');
    expect(maskEveryday('we 1 25-20 18-25')).toContain('25-20');
  });
});
