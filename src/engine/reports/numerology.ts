/**
 * The numerology report: the five core numbers (engine/numerology), each with its meaning and
 * lucky factors (number, planet, day, colour, gemstone, deity, direction), the compatible
 * driver numbers (natural friends of the driver's planet, BPHS 3.55), the personal year,
 * month and day at the reference date and the four challenges. No astronomy.
 */
import { naturalRelation } from '../kundli/dignity';
import { challenges, numerologyProfile, personalPeriods } from '../numerology';
import type { LuckyFactors, NumerologySystem } from '../numerology';
import { planetInfo } from '../remedies';
import type { Graha } from '../vedic/zodiac';
import { envelope } from './common';
import { chapter, kv, para, part, type ReportSection, table } from './document';

export interface NumerologyInput { name: string; dob: string; place: string | null; system: NumerologySystem; asOf: string; lang: string; generatedAt: string; warnings: string[] }

/** The planet of each root digit in Vedic numerology (Chaldean order: 4 Rahu, 7 Ketu). */
export const DIGIT_PLANET: Record<number, Graha> = { 1: 'Sun', 2: 'Moon', 3: 'Jupiter', 4: 'Rahu', 5: 'Mercury', 6: 'Venus', 7: 'Ketu', 8: 'Saturn', 9: 'Mars' };

/** Root digits whose planets are the driver planet itself or its natural friends. */
export function compatibleDrivers(driverRoot: number): number[] {
  const p = DIGIT_PLANET[driverRoot];
  return Object.entries(DIGIT_PLANET).filter(([, q]) => q === p || naturalRelation(p, q) === 'friend').map(([d]) => Number(d)).sort((a, b) => a - b);
}

function factors(l: LuckyFactors) {
  const planet = DIGIT_PLANET[l.number];
  return { number: l.number, planet, planet_sanskrit: l.planet_sanskrit, day: l.day, color: l.color, gemstone: l.gemstone, deity: l.deity, direction: planetInfo(planet)?.direction ?? null, lucky_numbers: l.lucky_numbers };
}

export function numerologyReport(x: NumerologyInput) {
  const pr = numerologyProfile({ name: x.name, dob: x.dob, system: x.system, lang: 'en' });
  const periods = personalPeriods(x.dob, x.asOf, { lang: 'en' });
  const ch = challenges(x.dob, x.asOf, { lang: 'en' });
  const driver = pr.driver!, conductor = pr.conductor!;
  const five = [['driver', driver], ['conductor', conductor], ['soul', pr.soul], ['personality', pr.personality], ['destiny', pr.destiny]] as const;
  const fac = Object.fromEntries(five.map(([k, n]) => [`${k}_factors`, n ? factors(n.lucky) : null])) as Record<`${(typeof five)[number][0]}_factors`, ReturnType<typeof factors> | null>;
  const compatible = compatibleDrivers(driver.root);
  const sections: ReportSection[] = [
    chapter('numbers', 'The five numbers', [
      kv([['Name', x.name], ['Name as counted', pr.normalised_name], ['Date of birth', pr.dob], ['Place', x.place], ['Letter table', x.system]]),
      table(['Number', 'Value', 'Working'], five.map(([k, n]) => [k, n ? n.value : null, n ? n.working : 'not computed'])),
    ]),
    ...five.filter(([, n]) => n).map(([k, n]) => part(`number.${k}`, `${k[0].toUpperCase()}${k.slice(1)} number ${n!.value}: ${n!.meaning.title}`, [
      para(n!.meaning.text), para(n!.meaning.context), para(`Keywords: ${n!.meaning.keywords.join(', ')}.`), para(`Method: ${n!.method}.`),
    ])),
    chapter('lucky', 'Lucky factors', [table(['Number', 'Planet', 'Day', 'Colour', 'Gemstone', 'Deity', 'Direction'],
      five.filter(([, n]) => n).map(([k, n]) => { const f = factors(n!.lucky); return [`${k} ${n!.value}`, f.planet, f.day, f.color, f.gemstone, f.deity, f.direction]; }))]),
    part('lucky.compatible', 'Compatible drivers', [para(`Driver ${driver.value} (${DIGIT_PLANET[driver.root]}) agrees with the numbers of its own planet and of its natural friends: ${compatible.join(', ')}.`)]),
    chapter('periods', `Personal periods on ${x.asOf}`, [
      table(['Period', 'Number', 'Span'], [['Personal year', periods.personal_year.value, periods.personal_year.period], ['Personal month', periods.personal_month.value, periods.personal_month.period], ['Personal day', periods.personal_day.value, periods.personal_day.period]]),
      para(periods.personal_year.meaning), para(periods.personal_month.meaning),
    ]),
    chapter('challenges', 'Challenge numbers', [
      table(['Challenge', 'Value', 'Ages', 'Now'], ch.challenges.map((c) => [c.name, c.value, `${c.from_age}-${c.to_age ?? ''}`, c.current])),
      ...ch.challenges.filter((c) => c.current || c.main).map((c) => para(`${c.name} (${c.value}): ${c.meaning}`)),
    ]),
    chapter('method', 'How this report was computed', [para('Driver (mulank) from the day of birth, conductor (bhagyank) from the full date, soul, personality and destiny from the vowels, consonants and all letters of the name in the chosen letter table; master numbers 11, 22 and 33 are kept where the rule keeps them. Text is authored in English.')]),
  ];
  return {
    ...envelope({ kind: 'numerology', lang: x.lang, generatedAt: x.generatedAt, sections, warnings: [...x.warnings, ...pr.warnings] }),
    Subject: { Name: x.name, DOB: pr.dob!, Place: x.place },
    dob: pr.dob!, system: x.system,
    driver: driver.value, conductor: conductor.value, soul: pr.soul?.value ?? null, personality: pr.personality?.value ?? null, destiny: pr.destiny?.value ?? null,
    ...fac,
    compatible_drivers: compatible,
    meanings: Object.fromEntries(five.map(([k, n]) => [k, n ? { title: n.meaning.title, keywords: n.meaning.keywords, text: n.meaning.text } : null])),
    challenges: ch.challenges.map((c) => ({ name: c.name, value: c.value, from_age: c.from_age, to_age: c.to_age, current: c.current, main: c.main })),
    personal_periods: { ref_date: periods.ref_date, personal_year: periods.personal_year.value, personal_month: periods.personal_month.value, personal_day: periods.personal_day.value },
  };
}
