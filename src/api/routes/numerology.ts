/**
 * Numerology family: the nine /v1/numerology endpoints. Pure computation (no ephemeris).
 * Parameter names follow the service (name, dob, ref_date, lang with locale as its alias);
 * `system` (chaldean | pythagorean, default chaldean) is an Akasha extension on name numbers.
 * Rules live with the engine (src/engine/numerology, README.md there).
 */
import { z } from 'zod';
import {
  advancedNumbers, challenges, conductorNumber, destinyNumber, driverNumber, NUMEROLOGY_LANGS, numerologyProfile,
  personalityNumber, personalPeriods, soulNumber,
} from '../../engine/numerology';
import { formatDate, type CivilDate } from '../../engine/time/parse';
import { invalidParam } from '../errors';
import { langParam, q } from '../params';
import { endpoint } from '../registry';

// ---------- parameters ----------

const lang = () => langParam('Language of the text and names: en (default), hi, mr, bn, kn, ta, te, gu, ml, pa (locale is accepted as the same parameter). Numerology text is authored in English, Hindi and Marathi so far; the other languages get their names localized and the text in English with a warning');
const dob = () => q.date({ description: 'Date of birth YYYY-MM-DD', example: '1990-07-15' });
const name = () =>
  q.string({
    required: true as const, minLength: 1, maxLength: 200, example: 'Ravi Kumar',
    description: 'Full name. Normalised: accents stripped (NFD), upper case; spaces, hyphens, dots and apostrophes ignored; initials count as letters; other characters skipped and listed. A name with no Latin letter is a 400',
  });
const system = () =>
  q.oneOf(['chaldean', 'pythagorean'] as const, {
    fallback: 'chaldean', caseInsensitive: true,
    description: 'Letter table: chaldean (default; 1 AIJQY, 2 BKR, 3 CGLS, 4 DMT, 5 EHNX, 6 UVW, 7 OZ, 8 FP) or pythagorean (A=1 ... I=9, J=1 ...)',
  });
const refDate = () =>
  q.date({ required: false as const, description: 'Reference date YYYY-MM-DD; default today (UTC)', example: '2025-03-10' });

// ---------- response schemas ----------

const zMeaning = z.object({
  title: z.string(),
  keywords: z.array(z.string()),
  text: z.string().describe('Core meaning of the number'),
  context: z.string().describe('The line for this context (driver, soul, ...)'),
});
const zLucky = z.object({
  number: z.number().int().min(1).max(9).describe('Root digit whose planet gives the factors (11 -> 2, 22 -> 4, 33 -> 6)'),
  planet: z.string(),
  planet_sanskrit: z.string(),
  day: z.string(),
  days: z.array(z.string()),
  color: z.string(),
  colors: z.array(z.string()),
  gemstone: z.string(),
  gemstones: z.array(z.string()),
  deity: z.string(),
  lucky_numbers: z.array(z.number().int()),
});
const zNumberFields = {
  value: z.number().int().describe('1-9, or a master number 11, 22, 33'),
  root: z.number().int().min(1).max(9),
  master: z.boolean(),
  total: z.number().int().describe('Sum before reduction (the compound number)'),
  reduction: z.array(z.number().int()).describe('Chain from total to value'),
  method: z.string(),
  working: z.string(),
  meaning: zMeaning,
  lucky: zLucky,
};
const zNumber = z.object(zNumberFields);
const zNameFields = {
  ...zNumberFields,
  system: z.enum(['chaldean', 'pythagorean']),
  normalised_name: z.string(),
  letters: z.array(z.object({ letter: z.string().length(1), value: z.number().int().min(1).max(9), vowel: z.boolean() })),
  ignored: z.array(z.string()),
};
const zNameNumber = z.object(zNameFields);
const zCommon = { lang: z.string().describe('Language of the text served'), warnings: z.array(z.string()) };
/** One personal period number (year, month or day). */
const zPeriod = z.object({
  value: z.number().int(), root: z.number().int(), master: z.boolean(), period: z.string(),
  method: z.string(), working: z.string(), meaning: z.string(), lucky: zLucky,
});
/** The echo of the endpoints read at a reference date: dob, ref_date and where ref_date came from. */
const zRefDateEcho = { dob: z.string(), ref_date: z.string(), ref_date_source: z.enum(['given', 'today']) };

// ---------- helpers ----------


function langNote(requested: string | undefined): { lang: string; warnings: string[] } {
  const want = requested ?? 'en';
  if (NUMEROLOGY_LANGS.includes(want)) return { lang: want, warnings: [] };
  return { lang: 'en', warnings: [`numerology text in "${want}" is not written yet; it is served in English`] };
}

const iso = (d: CivilDate) => formatDate(d);
const todayUtc = (now: Date): CivilDate => ({ y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() });

/** ref_date, or today (UTC) when it is omitted; a dob after today then names dob as the fault. */
function refOrToday(dob: CivilDate, ref: CivilDate | undefined, now: Date): CivilDate {
  if (ref) return ref;
  const today = todayUtc(now);
  if (iso(dob) > iso(today)) {
    throw invalidParam('dob', `dob ${iso(dob)} is after today (${iso(today)} UTC), the default ref_date; give ref_date`);
  }
  return today;
}

/**
 * The answer of an endpoint that reads a date of birth at a reference date (personal periods,
 * challenges): `compute` at ref_date, or today (UTC) when it is omitted, with where it came from.
 */
function atRefDate<R extends object>(
  p: { dob: CivilDate; ref_date?: CivilDate; lang?: string },
  now: Date,
  compute: (dob: CivilDate, ref: CivilDate, opts: { lang: string }) => R,
) {
  const l = langNote(p.lang);
  const ref = refOrToday(p.dob, p.ref_date, now);
  const r = compute(p.dob, ref, { lang: l.lang });
  return { ...r, ref_date_source: p.ref_date ? ('given' as const) : ('today' as const), ...l };
}

// ---------- endpoints ----------

export const full = endpoint({
  path: '/v1/numerology/full',
  summary: 'Five-number profile: driver, conductor, soul, personality and destiny, each with meaning and lucky factors',
  description: 'Driver and conductor come from dob, soul, personality and destiny from name (optional). A name with letters but no vowels (or no consonants) gives a null soul (or personality) with a warning.',
  ephemeris: false,
  params: {
    name: q.string({ minLength: 1, maxLength: 200, example: 'Ravi Kumar', description: 'Full name (optional): without it soul, personality and destiny are null' }),
    dob: dob(),
    system: system(),
    lang: lang(),
  },
  response: z.object({
    name: z.string().nullable(),
    normalised_name: z.string().nullable(),
    dob: z.string().nullable(),
    system: z.enum(['chaldean', 'pythagorean']),
    numbers: z.object({
      driver: z.number().int().nullable(), conductor: z.number().int().nullable(), soul: z.number().int().nullable(),
      personality: z.number().int().nullable(), destiny: z.number().int().nullable(),
    }).describe('The five values at a glance'),
    driver: zNumber.nullable(),
    conductor: zNumber.nullable(),
    soul: zNameNumber.nullable(),
    personality: zNameNumber.nullable(),
    destiny: zNameNumber.nullable(),
    ignored: z.array(z.string()),
    ...zCommon,
  }),
  handler(p) {
    const l = langNote(p.lang);
    const r = numerologyProfile({ name: p.name, dob: p.dob, system: p.system, lang: l.lang });
    return {
      ...r,
      numbers: {
        driver: r.driver?.value ?? null, conductor: r.conductor?.value ?? null, soul: r.soul?.value ?? null,
        personality: r.personality?.value ?? null, destiny: r.destiny?.value ?? null,
      },
      lang: l.lang,
      warnings: [...l.warnings, ...r.warnings],
    };
  },
});

const dateEndpoint = (kind: 'driver' | 'conductor', summary: string, description: string) => {
  const fn = kind === 'driver' ? driverNumber : conductorNumber;
  return endpoint({
    path: `/v1/numerology/${kind}`,
    summary,
    description,
    ephemeris: false,
    params: { dob: dob(), lang: lang() },
    response: z.object({ kind: z.literal(kind), dob: z.string(), ...zNumberFields, ...zCommon }),
    handler(p) {
      const l = langNote(p.lang);
      return { kind, dob: iso(p.dob), ...fn(p.dob, { lang: l.lang }), ...l };
    },
  });
};

export const driver = dateEndpoint(
  'driver',
  'Driver number (Mulank) from the day of birth; master numbers 11, 22, 33 preserved',
  'Rule: the day of the month reduced by digit sums, stopping at a master number: 7 -> 7, 19 -> 10 -> 1, 11 -> 11, 22 -> 22, 29 -> 11.',
);
export const conductor = dateEndpoint(
  'conductor',
  'Conductor number (Bhagyank) from the digit sum of the full date of birth',
  'Rule: all eight digits of YYYYMMDD added in one sum, then reduced, keeping 11, 22, 33: 1990-07-15 -> 32 -> 5.',
);

const nameEndpoint = (kind: 'soul' | 'personality' | 'destiny', summary: string, description: string) => {
  const fn = kind === 'soul' ? soulNumber : kind === 'personality' ? personalityNumber : destinyNumber;
  return endpoint({
    path: `/v1/numerology/${kind}`,
    summary,
    description,
    ephemeris: false,
    params: { name: name(), system: system(), lang: lang() },
    response: z.object({ kind: z.literal(kind), name: z.string(), ...zNameFields, ...zCommon }),
    handler(p) {
      const l = langNote(p.lang);
      const n = fn(p.name, { system: p.system, lang: l.lang });
      const warnings = n.ignored.length ? [`skipped characters that are not Latin letters: ${n.ignored.join(' ')}`] : [];
      return { kind, name: p.name, ...n, lang: l.lang, warnings: [...l.warnings, ...warnings] };
    },
  });
};

export const soul = nameEndpoint(
  'soul',
  'Soul number (heart\'s desire) from the vowels of the full name',
  'Vowels are A, E, I, O, U; Y is a consonant except in a word with none of them (LYNN), where it is the vowel. A name without vowels is a 400.',
);
export const personality = nameEndpoint(
  'personality',
  'Personality number from the consonants of the full name',
  'Consonants are every letter that is not a vowel under the soul number\'s rule. A name without consonants is a 400.',
);
export const destiny = nameEndpoint(
  'destiny',
  'Destiny (expression) number from all letters of the full name',
  'All letters valued in the chosen table, summed and reduced, keeping 11, 22, 33.',
);

export const periods = endpoint({
  path: '/v1/numerology/personal-periods',
  summary: 'Personal year, month and day for a reference date, with meanings and lucky factors',
  description: 'Calendar-year method: personal year = digits of birth month + birth day + reference year, reduced (11 and 22 kept); personal month = year (root) + reference month; personal day = month (root) + reference day.',
  ephemeris: false,
  params: { dob: dob(), ref_date: refDate(), lang: lang() },
  response: z.object({
    ...zRefDateEcho,
    personal_year: zPeriod,
    personal_month: zPeriod,
    personal_day: zPeriod,
    ...zCommon,
  }),
  handler(p, ctx) {
    return atRefDate(p, ctx.now(), personalPeriods);
  },
});

export const challengeNumbers = endpoint({
  path: '/v1/numerology/challenges',
  summary: 'The four challenge numbers CH1 to CH4, their life spans and the one active at the reference date',
  description: 'Month, day and year of birth each reduced to one digit; CH1 = |month - day|, CH2 = |day - year|, CH3 = |CH1 - CH2| (main), CH4 = |month - year|. CH1 runs to age 36 minus the life path digit, CH2 and CH3 nine years each, CH4 after.',
  ephemeris: false,
  params: { dob: dob(), ref_date: refDate(), lang: lang() },
  response: z.object({
    ...zRefDateEcho,
    age: z.number().int(),
    reduced: z.object({ month: z.number().int(), day: z.number().int(), year: z.number().int() }),
    life_path_root: z.number().int().min(1).max(9),
    method: z.string(),
    challenges: z.array(z.object({
      index: z.number().int().min(1).max(4),
      name: z.string(),
      value: z.number().int().min(0).max(8),
      from_age: z.number().int(),
      to_age: z.number().int().nullable(),
      current: z.boolean(),
      main: z.boolean(),
      working: z.string(),
      meaning: z.string(),
    })).length(4),
    ...zCommon,
  }),
  handler(p, ctx) {
    return atRefDate(p, ctx.now(), challenges);
  },
});

const zNote = z.object({ number: z.number().int(), meaning: z.string() });

export const advanced = endpoint({
  path: '/v1/numerology/advanced',
  summary: 'Maturity number, karmic lessons, sub-conscious self, hidden passion and balance number',
  description: 'Maturity = destiny + conductor (needs dob). Karmic lessons = numbers no letter of the name is worth (1-9 Pythagorean, 1-8 Chaldean, which has no 9). Sub-conscious self = 9 - lessons. Hidden passion = most frequent letter value(s). Balance = initials summed, reduced to 1-9.',
  ephemeris: false,
  params: {
    name: name(),
    dob: q.date({ required: false as const, description: 'Date of birth YYYY-MM-DD (optional; needed for the maturity number)', example: '1990-07-15' }),
    system: system(),
    lang: lang(),
  },
  response: z.object({
    name: z.string(),
    normalised_name: z.string(),
    system: z.enum(['chaldean', 'pythagorean']),
    dob: z.string().nullable(),
    letter_counts: z.record(z.string(), z.number().int()),
    maturity: z.object({ ...zNumberFields, destiny: z.number().int(), conductor: z.number().int() }).nullable(),
    karmic_lessons: z.object({ numbers: z.array(z.number().int()), lessons: z.array(zNote), possible: z.array(z.number().int()), method: z.string() }),
    subconscious_self: z.object({ value: z.number().int().min(1).max(9), missing_count: z.number().int(), method: z.string(), meaning: z.string() }),
    hidden_passion: z.object({ numbers: z.array(z.number().int()), count: z.number().int(), passions: z.array(zNote), method: z.string() }),
    balance: z.object({
      value: z.number().int().min(1).max(9),
      initials: z.array(z.object({ letter: z.string().length(1), value: z.number().int() })),
      method: z.string(), working: z.string(), meaning: z.string(),
    }),
    ignored: z.array(z.string()),
    ...zCommon,
  }),
  handler(p) {
    const l = langNote(p.lang);
    const r = advancedNumbers(p.name, p.dob, { system: p.system, lang: l.lang });
    return { ...r, lang: l.lang, warnings: [...l.warnings, ...r.warnings] };
  },
});

export const numerologyEndpoints = [full, driver, conductor, soul, personality, destiny, periods, challengeNumbers, advanced];
