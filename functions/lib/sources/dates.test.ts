// Published dates as Australian sites write them: day first, words or numbers, with or without a weekday or a time.
// Date.parse reads 05/11/2026 as 11 May and gives up on 13/11/2026; these must read as 5 and 13 November.
import { describe, expect, it } from 'vitest';
import { findDate, readDate } from './dates';

const day = (iso: string) => `${iso}T00:00:00.000Z`;

describe('readDate', () => {
  it.each([
    ['05/11/2026', '2026-11-05'],
    ['5/11/2026', '2026-11-05'],
    ['13/11/2026', '2026-11-13'],
    ['04/11/26', '2026-11-04'],
    ['28.10.2026', '2026-10-28'],
    ['5 November 2026', '2026-11-05'],
    ['5 Nov 2026', '2026-11-05'],
    ['5th Nov. 2026', '2026-11-05'],
    ['Thursday 5 November 2026', '2026-11-05'],
    ['Thu, 5 November 2026', '2026-11-05'],
    ['Tue, 3 Sept 2026', '2026-09-03'],
    ['November 5, 2026', '2026-11-05'],
    ['2026-11-05', '2026-11-05'],
    ['2026-11-05T00:00:00', '2026-11-05'],
    ['2026-11-05T09:00:00+11:00', '2026-11-05'],
    // An instant with a zone is the day it was in Sydney.
    ['Tue, 17 Nov 2026 23:00:00 GMT', '2026-11-18'],
    ['Tue, 17 Nov 2026 10:00:00 +0000', '2026-11-17'],
    ['17 Nov 2026 09:00 AEDT', '2026-11-17'],
  ])('reads %s as %s', (text, iso) => {
    expect(readDate(text)).toBe(day(iso));
  });

  it.each([
    '31/02/2026',
    '13/13/2026',
    'rubbish',
    '',
    '   ',
    'Invalid Date',
    '17 Nov 2026 09:00 XYZ',
    '05/11/1850',
  ])('leaves %j empty', (text) => {
    expect(readDate(text)).toBeUndefined();
  });

  it("reads only a source's own formats when it names them", () => {
    expect(readDate('05/11/2026', ['dd/MM/yyyy'])).toBe(day('2026-11-05'));
    expect(readDate('5 November 2026', ['dd/MM/yyyy'])).toBeUndefined();
    // A label around the date does not stop it being read with the source's format.
    expect(readDate('Published 06/11/2026', ['dd/MM/yyyy'])).toBe(day('2026-11-06'));
  });
});

describe('findDate', () => {
  it('finds the date inside a longer line', () => {
    expect(findDate('Published: 5/11/2026')?.iso).toBe(day('2026-11-05'));
    expect(findDate('Media release | Thursday 13 November 2026 | 3 min read')).toEqual({
      iso: day('2026-11-13'),
      match: 'Thursday 13 November 2026',
    });
  });

  it('does not take numbers that are not dates', () => {
    for (const text of [
      'No. 12 of 2026',
      'Version 2.1.3',
      'Call 1800 200 422',
      'Issue 12/2026',
      '2026 in review',
    ])
      expect(findDate(text)).toBeUndefined();
  });
});
