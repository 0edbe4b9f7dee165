/**
 * The name tables of content/i18n/<locale>/names.json: every English key in every locale, every
 * name in its locale's script, weekday names equal to CLDR's, lunar month names consistent with
 * CLDR's Indian-calendar months (or a note saying why the almanac form differs), and the same
 * key read the same way wherever it stands (or a note saying why not).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_INFO, LOCALES, type Locale } from '../../src/engine/i18n/locales';
import { nameCoverage } from '../../src/engine/i18n/names';

type Raw = Record<string, Record<string, string>> & { _notes?: Record<string, string> };
const read = (l: Locale): Raw => JSON.parse(readFileSync(new URL(`../../content/i18n/${l}/names.json`, import.meta.url), 'utf8'));
const EN = read('en');
const SECTIONS = Object.keys(EN).filter((k) => !k.startsWith('_') && k !== 'patterns');
const OTHERS = LOCALES.filter((l) => l !== 'en');

/**
 * A name is in its locale's script when every letter and combining mark belongs to that script.
 * Spaces, punctuation, digits and the joiners ZWJ/ZWNJ are script-neutral (Common/Inherited) and
 * allowed. No Latin token is allowed in a name: every name of the tables has a native form.
 */
export function inScript(s: string, script: string): boolean {
  const own = new RegExp(`^\\p{Script=${script}}$`, 'u');
  for (const ch of s) {
    if (/[\p{L}\p{M}]/u.test(ch) && !own.test(ch) && !/\p{Script=Inherited}/u.test(ch)) return false;
  }
  return /[\p{L}]/u.test(s);
}

describe('name tables', () => {
  it('every locale has exactly the English sections and keys, none empty', () => {
    for (const l of OTHERS) {
      const t = read(l);
      for (const s of SECTIONS) {
        expect(Object.keys(t[s] ?? {}).sort(), `${l}.${s}`).toEqual(Object.keys(EN[s]).sort());
        for (const [k, v] of Object.entries(t[s])) expect(typeof v === 'string' && v.trim() !== '', `${l}.${s}.${k}`).toBe(true);
      }
      expect(Object.keys(t).filter((k) => !k.startsWith('_') && k !== 'patterns').sort(), l).toEqual([...SECTIONS].sort());
      expect(Object.keys(t.patterns).sort(), `${l}.patterns`).toEqual(Object.keys(EN.patterns).sort());
      expect(nameCoverage(l).complete, l).toBe(true);
    }
  });

  it('every name is written in its locale\'s script', () => {
    const wrong: string[] = [];
    for (const l of OTHERS) {
      const t = read(l);
      const script = LOCALE_INFO[l].script;
      for (const s of SECTIONS) for (const [k, v] of Object.entries(t[s])) if (!inScript(v, script)) wrong.push(`${l}.${s}.${k} = ${v}`);
    }
    expect(wrong).toEqual([]);
  });

  it('patterns keep their {masa} placeholder and are otherwise in the locale\'s script', () => {
    for (const l of LOCALES) {
      for (const [k, v] of Object.entries(read(l).patterns)) {
        expect(v, `${l}.${k}`).toContain('{masa}');
        if (l !== 'en') expect(inScript(v.replace('{masa}', ''), LOCALE_INFO[l].script), `${l}.${k} ${v}`).toBe(true);
      }
    }
  });

  it('vara names equal CLDR weekday names (Intl.DateTimeFormat weekday long)', () => {
    for (const l of OTHERS) {
      const t = read(l);
      EN.varas && Object.keys(EN.varas).forEach((day, i) => {
        const cldr = new Intl.DateTimeFormat(l, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + i)));
        expect(t.varas[day], `${l} ${day}`).toBe(cldr);
      });
    }
  });

  it('lunar month names agree with CLDR\'s Indian-calendar months, or say why not in _notes', () => {
    // CLDR's Indian (Saka) calendar months begin with Chaitra; month i of that calendar starts
    // on 22 March + i months (21 March in leap years); the 28th of each Gregorian month after
    // the start is safely inside month i.
    const masas = ['Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashwin', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna'];
    const unexplained: string[] = [];
    for (const l of OTHERS) {
      const t = read(l);
      const fmt = new Intl.DateTimeFormat(`${l}-u-ca-indian`, { month: 'long', timeZone: 'UTC' });
      masas.forEach((m, i) => {
        const cldr = fmt.format(new Date(Date.UTC(2023, 2 + i, 28)));
        const ours = t.masas[m];
        expect(ours, `${l} ${m}`).toBeTruthy();
        if (ours !== cldr && !t._notes?.[`masas.${m}`]) unexplained.push(`${l} ${m}: ours ${ours}, CLDR ${cldr}`);
      });
    }
    expect(unexplained).toEqual([]);
  });

  it('a key that stands in two sections reads the same in each, unless a note explains it', () => {
    const conflicts: string[] = [];
    for (const l of OTHERS) {
      const t = read(l);
      const seen = new Map<string, [string, string]>();
      for (const s of SECTIONS) for (const k of Object.keys(EN[s])) {
        const v = t[s][k];
        const prev = seen.get(k);
        if (prev && prev[1] !== v && !t._notes?.[`conflict.${k}`]) conflicts.push(`${l} ${k}: ${prev[0]}=${prev[1]} vs ${s}=${v}`);
        if (!prev) seen.set(k, [s, v]);
      }
    }
    expect(conflicts).toEqual([]);
  });
});
