/**
 * Numerology: every number checked against worked examples that can be redone by hand.
 * Each test states its rule; the letter values are written out so a reader can add them up.
 *
 * Chaldean:     1 A I J Q Y, 2 B K R, 3 C G L S, 4 D M T, 5 E H N X, 6 U V W, 7 O Z, 8 F P.
 * Pythagorean:  A1 B2 C3 D4 E5 F6 G7 H8 I9 J1 K2 L3 M4 N5 O6 P7 Q8 R9 S1 T2 U3 V4 W5 X6 Y7 Z8.
 */
import { describe, expect, it } from 'vitest';
import {
  advancedNumbers, challenges, conductorNumber, destinyNumber, driverNumber, letterValue, luckyFactors,
  normaliseName, numerologyProfile, NumerologyInputError, personalityNumber, personalPeriods, reduce,
  reduceWithChain, rootOf, soulNumber,
} from '../../src/engine/numerology';
import { NUMEROLOGY_EN } from '../../content/numerology/en';

function inputError(fn: () => unknown): NumerologyInputError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(NumerologyInputError);
    return err as NumerologyInputError;
  }
  throw new Error('expected a NumerologyInputError');
}

describe('reduction (digit sums, masters 11, 22, 33 kept unless told otherwise)', () => {
  it('reduces to one digit and stops at master numbers', () => {
    expect(reduceWithChain(1990)).toEqual({ value: 1, chain: [1990, 19, 10, 1] });
    expect(reduce(29)).toBe(11); // 2 + 9 = 11, a master: stop
    expect(reduce(38)).toBe(11); // 3 + 8 = 11
    expect(reduce(29, [])).toBe(2); // no masters: 11 -> 2
    expect(reduce(33)).toBe(33);
    expect(reduce(7)).toBe(7);
    expect(rootOf(22)).toBe(4);
    expect(rootOf(33)).toBe(6);
  });
});

describe('driver (Mulank): the day of birth reduced, masters kept', () => {
  it.each([
    ['1990-07-07', 7, false],
    ['1990-07-19', 1, false], // 1 + 9 = 10 -> 1
    ['1990-07-11', 11, true], // master, kept
    ['1990-07-22', 22, true], // master, kept
    ['1990-07-29', 11, true], // 2 + 9 = 11, kept
    ['1990-07-30', 3, false],
  ] as const)('%s -> %i', (dob, value, master) => {
    const d = driverNumber(dob);
    expect(d.value).toBe(value);
    expect(d.master).toBe(master);
    expect(d.root).toBe(rootOf(value));
  });

  it('rejects dates that are malformed or do not exist', () => {
    expect(inputError(() => driverNumber('1990-02-30')).param).toBe('dob');
    expect(inputError(() => driverNumber('1990-7-5')).param).toBe('dob');
    expect(inputError(() => driverNumber('2023-02-29')).param).toBe('dob');
    // Year 0000 has digit sum 0, which would give challenge values outside 0-8.
    expect(inputError(() => challenges('0000-09-01', '2000-01-01')).param).toBe('dob');
  });

  it('carries the meaning and the lucky factors of its planet', () => {
    const d = driverNumber('1990-07-01');
    expect(d.meaning.title).toBe('The Pioneer');
    expect(d.meaning.context).toMatch(/driver/);
    expect(d.lucky.planet).toBe('Sun');
    expect(d.lucky.gemstone).toBe('ruby');
    expect(d.lucky.day).toBe('Sunday');
    // A master driver takes the factors of its root: 11 -> 2 -> Moon.
    expect(driverNumber('1990-07-29').lucky.planet).toBe('Moon');
  });
});

describe('conductor (Bhagyank): all eight digits of YYYYMMDD summed, then reduced, masters kept', () => {
  it.each([
    ['1990-07-15', 32, 5], // 1+9+9+0+0+7+1+5 = 32 -> 5
    ['1987-10-29', 37, 1], // 1+9+8+7+1+0+2+9 = 37 -> 10 -> 1
    ['2000-01-08', 11, 11], // 2+0+0+0+0+1+0+8 = 11, master
    ['1990-07-03', 29, 11], // 1+9+9+0+0+7+0+3 = 29 -> 11, master
    ['1980-03-01', 22, 22], // 1+9+8+0+0+3+0+1 = 22, master
    ['1960-09-08', 33, 33], // 1+9+6+0+0+9+0+8 = 33, master
  ] as const)('%s: total %i -> %i', (dob, total, value) => {
    const c = conductorNumber(dob);
    expect(c.total).toBe(total);
    expect(c.value).toBe(value);
  });

  it('shows its working', () => {
    expect(conductorNumber('1990-07-15').working).toBe('1 + 9 + 9 + 0 + 0 + 7 + 1 + 5 = 32 -> 5');
  });
});

describe('name normalisation', () => {
  it('strips diacritics, ignores spaces, hyphens, apostrophes and dots, and counts initials', () => {
    expect(normaliseName('José Núñez').words).toEqual(['JOSE', 'NUNEZ']);
    expect(normaliseName('J. R. R. Tolkien').words).toEqual(['J', 'R', 'R', 'TOLKIEN']);
    expect(normaliseName("Mary-Jane O'Brien").words).toEqual(['MARY', 'JANE', 'OBRIEN']);
    expect(normaliseName('Zoë Straße').words).toEqual(['ZOE', 'STRASSE']);
    expect(normaliseName('Søren Ærø').words).toEqual(['SOREN', 'AERO']);
  });

  it('gives the same numbers for a name with and without accents', () => {
    expect(destinyNumber('José Núñez').value).toBe(destinyNumber('JOSE NUNEZ').value);
  });

  it('reports skipped characters and rejects a name with no Latin letters', () => {
    expect(normaliseName('Ravi 2nd').ignored).toEqual(['2']);
    expect(inputError(() => destinyNumber('राम')).param).toBe('name');
    expect(inputError(() => destinyNumber('12345')).param).toBe('name');
    expect(inputError(() => destinyNumber(' - . ')).param).toBe('name');
  });

  it('treats Y as a consonant unless its word has no A, E, I, O or U', () => {
    const vowels = (name: string) => normaliseName(name).letters.filter((l) => l.vowel).map((l) => l.letter).join('');
    expect(vowels('Mary')).toBe('A'); // Y is a consonant: the word has A
    expect(vowels('Lynn')).toBe('Y'); // no A E I O U in the word: Y is the vowel
    expect(vowels('Yvonne')).toBe('OE');
  });
});

describe('soul, personality and destiny of "Ravi Kumar"', () => {
  // Chaldean:    R2 A1 V6 I1 K2 U6 M4 A1 R2
  // Pythagorean: R9 A1 V4 I9 K2 U3 M4 A1 R9
  it('Chaldean (the default): vowels 9, consonants 16 -> 7, all 25 -> 7', () => {
    const soul = soulNumber('Ravi Kumar');
    expect(soul.system).toBe('chaldean');
    expect(soul.letters.map((l) => `${l.letter}${l.value}`)).toEqual(['A1', 'I1', 'U6', 'A1']);
    expect(soul.total).toBe(9);
    expect(soul.value).toBe(9);
    expect(personalityNumber('Ravi Kumar').total).toBe(16); // R2 V6 K2 M4 R2
    expect(personalityNumber('Ravi Kumar').value).toBe(7);
    expect(destinyNumber('Ravi Kumar').total).toBe(25);
    expect(destinyNumber('Ravi Kumar').value).toBe(7);
  });

  it('Pythagorean gives different numbers: vowels 14 -> 5, consonants 28 -> 1, all 42 -> 6', () => {
    const o = { system: 'pythagorean' as const };
    expect(soulNumber('Ravi Kumar', o).total).toBe(14); // A1 I9 U3 A1
    expect(soulNumber('Ravi Kumar', o).value).toBe(5);
    expect(personalityNumber('Ravi Kumar', o).total).toBe(28); // R9 V4 K2 M4 R9
    expect(personalityNumber('Ravi Kumar', o).value).toBe(1);
    expect(destinyNumber('Ravi Kumar', o).total).toBe(42);
    expect(destinyNumber('Ravi Kumar', o).value).toBe(6);
    expect(destinyNumber('Ravi Kumar', o).system).toBe('pythagorean');
  });

  it('the tables differ letter by letter (e.g. R is 2 in Chaldean, 9 in Pythagorean; no Chaldean letter is 9)', () => {
    expect(letterValue('R', 'chaldean')).toBe(2);
    expect(letterValue('R', 'pythagorean')).toBe(9);
    const chaldean = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => letterValue(c, 'chaldean'));
    expect(Math.max(...chaldean)).toBe(8);
  });

  it('keeps a master number reached by a name: "Raj" is R9 A1 J1 = 11 in Pythagorean, R2 A1 J1 = 4 in Chaldean', () => {
    const p = destinyNumber('Raj', { system: 'pythagorean' });
    expect(p.value).toBe(11);
    expect(p.master).toBe(true);
    expect(p.working).toContain('master');
    expect(destinyNumber('Raj').value).toBe(4);
  });

  it('Y counted as a vowel in "Lynn": soul Y1 = 1, personality L3 N5 N5 = 13 -> 4 (Chaldean)', () => {
    expect(soulNumber('Lynn').value).toBe(1);
    expect(personalityNumber('Lynn').value).toBe(4);
  });

  it('a name with no vowels has no soul number (an input error)', () => {
    expect(inputError(() => soulNumber('Brr')).param).toBe('name');
    expect(inputError(() => personalityNumber('Aia')).param).toBe('name');
  });
});

describe('personal periods (calendar-year method)', () => {
  it('born 1990-07-15, reference 2025-03-10: year 7+1+5+2+0+2+5 = 22 (master), month 4+3 = 7, day 7+1+0 = 8', () => {
    const p = personalPeriods('1990-07-15', '2025-03-10');
    expect(p.personal_year.value).toBe(22);
    expect(p.personal_year.master).toBe(true);
    expect(p.personal_month.value).toBe(7);
    expect(p.personal_day.value).toBe(8);
    expect(p.personal_year.period).toBe('2025');
    expect(p.personal_month.period).toBe('2025-03');
    expect(p.personal_day.period).toBe('2025-03-10');
    expect(p.personal_year.meaning).toMatch(/twenty-two/);
  });

  it('born 1990-07-15, reference 2024-11-25: year 7+1+5+2+0+2+4 = 21 -> 3, month 3+1+1 = 5, day 5+2+5 = 12 -> 3', () => {
    const p = personalPeriods('1990-07-15', '2024-11-25');
    expect([p.personal_year.value, p.personal_month.value, p.personal_day.value]).toEqual([3, 5, 3]);
    expect(p.personal_day.lucky.planet).toBe('Jupiter');
  });

  it('rejects a reference date before birth', () => {
    expect(inputError(() => personalPeriods('1990-07-15', '1989-01-01')).param).toBe('ref_date');
  });
});

describe('challenges: parts reduced to one digit, CH1 |m-d|, CH2 |d-y|, CH3 |CH1-CH2|, CH4 |m-y|', () => {
  it('1990-07-15: m 7, d 1+5 = 6, y 1+9+9+0 = 19 -> 1; CH 1, 5, 4, 6', () => {
    const c = challenges('1990-07-15', '2025-03-10');
    expect(c.reduced).toEqual({ month: 7, day: 6, year: 1 });
    expect(c.challenges.map((x) => x.value)).toEqual([1, 5, 4, 6]);
    // Life path 5: CH1 to age 36 - 5 = 31, CH2 31-40, CH3 40-49, CH4 from 49. Age 34 on 2025-03-10.
    expect(c.life_path_root).toBe(5);
    expect(c.age).toBe(34);
    expect(c.challenges.map((x) => [x.from_age, x.to_age])).toEqual([[0, 31], [31, 40], [40, 49], [49, null]]);
    expect(c.challenges.filter((x) => x.current).map((x) => x.name)).toEqual(['CH2']);
    expect(c.challenges[2]?.main).toBe(true);
  });

  it('master parts are reduced first: 1980-11-22: m 11 -> 2, d 22 -> 4, y 18 -> 9; CH 2, 5, 3, 7', () => {
    expect(challenges('1980-11-22', '2025-01-01').challenges.map((x) => x.value)).toEqual([2, 5, 3, 7]);
  });

  it('all equal parts give the zero challenge: 1985-05-23: m 5, d 5, y 23 -> 5', () => {
    const c = challenges('1985-05-23', '2025-01-01');
    expect(c.challenges.map((x) => x.value)).toEqual([0, 0, 0, 0]);
    expect(c.challenges[0]?.meaning).toMatch(/zero/);
  });
});

describe('advanced numbers', () => {
  it('"Ravi Kumar", Chaldean, born 1990-07-15', () => {
    const a = advancedNumbers('Ravi Kumar', '1990-07-15');
    // Values R2 A1 V6 I1 K2 U6 M4 A1 R2: 1 x3, 2 x3, 4 x1, 6 x2.
    expect(a.letter_counts).toEqual({ 1: 3, 2: 3, 3: 0, 4: 1, 5: 0, 6: 2, 7: 0, 8: 0, 9: 0 });
    // Karmic lessons: missing from 1-8 (no Chaldean letter is 9, so 9 is never a lesson).
    expect(a.karmic_lessons.numbers).toEqual([3, 5, 7, 8]);
    expect(a.karmic_lessons.lessons[0]?.meaning).toMatch(/three/);
    // Sub-conscious self: 9 - 4 missing = 5.
    expect(a.subconscious_self.value).toBe(5);
    // Hidden passion: 1 and 2 both occur three times.
    expect(a.hidden_passion.numbers).toEqual([1, 2]);
    // Balance: initials R2 + K2 = 4.
    expect(a.balance.value).toBe(4);
    // Maturity: destiny 7 + conductor 5 = 12 -> 3.
    expect(a.maturity?.value).toBe(3);
  });

  it('"Ravi Kumar", Pythagorean: lessons 5 6 7 8, passion 9, balance R9 + K2 = 11 -> 2, maturity 6 + 5 = 11 (master)', () => {
    const a = advancedNumbers('Ravi Kumar', '1990-07-15', { system: 'pythagorean' });
    expect(a.karmic_lessons.numbers).toEqual([5, 6, 7, 8]);
    expect(a.subconscious_self.value).toBe(5);
    expect(a.hidden_passion.numbers).toEqual([9]);
    expect(a.hidden_passion.count).toBe(3);
    expect(a.balance.value).toBe(2); // balance takes no masters
    expect(a.maturity?.value).toBe(11);
    expect(a.maturity?.master).toBe(true);
  });

  it('balance counts initials: "J. R. R. Tolkien" Chaldean J1 + R2 + R2 + T4 = 9', () => {
    const a = advancedNumbers('J. R. R. Tolkien');
    expect(a.balance.initials.map((i) => i.letter).join('')).toBe('JRRT');
    expect(a.balance.value).toBe(9);
  });

  it('maturity is null with a warning when no dob is given', () => {
    const a = advancedNumbers('Ravi Kumar');
    expect(a.maturity).toBeNull();
    expect(a.warnings.join(' ')).toMatch(/dob/);
  });
});

describe('profile', () => {
  it('gives all five numbers for a name and a dob', () => {
    const p = numerologyProfile({ name: 'Ravi Kumar', dob: '1990-07-15' });
    expect([p.driver?.value, p.conductor?.value, p.soul?.value, p.personality?.value, p.destiny?.value]).toEqual([6, 5, 9, 7, 7]);
    expect(p.system).toBe('chaldean');
    expect(p.warnings).toEqual([]);
  });

  it('leaves missing parts null with a warning, and fails only without both inputs', () => {
    const n = numerologyProfile({ name: 'Ravi Kumar' });
    expect(n.driver).toBeNull();
    expect(n.destiny?.value).toBe(7);
    const s = numerologyProfile({ name: 'Brr', dob: '1990-07-15' });
    expect(s.soul).toBeNull();
    expect(s.warnings.join(' ')).toMatch(/no vowels/);
    expect(inputError(() => numerologyProfile({})).param).toBe('dob');
  });
});

describe('lucky factors and content', () => {
  it('follow the planets 1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn, 9 Mars', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => luckyFactors(n).planet)).toEqual(
      ['Sun', 'Moon', 'Jupiter', 'Rahu', 'Mercury', 'Venus', 'Ketu', 'Saturn', 'Mars'],
    );
    expect(luckyFactors(22).planet).toBe('Rahu');
    expect(luckyFactors(9).gemstone).toBe('red coral');
  });

  it('has authored text for every number and context, with no empty or repeated lines', () => {
    const texts: string[] = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const) {
      const t = NUMEROLOGY_EN.numbers[n];
      const sentences = t.core.split(/(?<=[.!?])\s+/).length;
      expect(sentences, `core of ${n}`).toBeGreaterThanOrEqual(2);
      expect(sentences, `core of ${n}`).toBeLessThanOrEqual(4);
      texts.push(t.core, ...Object.values(t.contexts));
      expect(Object.keys(t.contexts).sort()).toEqual(['conductor', 'destiny', 'driver', 'maturity', 'personality', 'soul']);
    }
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9] as const) {
      texts.push(NUMEROLOGY_EN.karmic_lessons[n], NUMEROLOGY_EN.subconscious_self[n], NUMEROLOGY_EN.hidden_passion[n], NUMEROLOGY_EN.balance[n]);
      expect(NUMEROLOGY_EN.lucky[n].lucky_numbers[0]).toBe(n);
    }
    for (const n of [0, 1, 2, 3, 4, 5, 6, 7, 8] as const) texts.push(NUMEROLOGY_EN.challenges[n]);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22] as const) {
      texts.push(NUMEROLOGY_EN.personal_year[n], NUMEROLOGY_EN.personal_month[n], NUMEROLOGY_EN.personal_day[n]);
    }
    for (const t of texts) expect(t.trim().length).toBeGreaterThan(20);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
