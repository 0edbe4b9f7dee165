/**
 * Every endpoint with `lang` answers all ten locales: 200, `lang_used` equal to the request,
 * every `<field>_local` name in the locale's script and equal to the name table's entry for the
 * English field beside it, the English answer otherwise unchanged (it still matches the
 * endpoint's schema once the local fields are set aside). An unknown `lang` is a 400 naming the
 * ten values; `locale` is the same parameter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleUrl } from '../../src/api/examples';
import { stripLocal } from '../../src/api/localize';
import { ENDPOINTS } from '../../src/api/routes';
import { LOCALE_INFO, LOCALES } from '../../src/engine/i18n/locales';
import { localName } from '../../src/engine/i18n/names';
import { inScript } from '../content/i18n-names.test';
import { testApi } from '../helpers/api';

let get: Awaited<ReturnType<typeof testApi>>['get'];
beforeAll(async () => { ({ get } = await testApi()); });

const LOCALIZED = ENDPOINTS.filter((e) => e.localeParam !== null);

/** Every [field, english, local] triple of an answer. */
function locals(v: unknown, out: [string, unknown, unknown][] = []): [string, unknown, unknown][] {
  if (Array.isArray(v)) { for (const x of v) locals(x, out); return out; }
  if (!v || typeof v !== 'object') return out;
  const o = v as Record<string, unknown>;
  for (const [k, x] of Object.entries(o)) {
    if (k.endsWith('_local') && k.slice(0, -6) in o) out.push([k, o[k.slice(0, -6)], x]);
    else locals(x, out);
  }
  return out;
}

describe('names in ten locales through every endpoint with lang', () => {
  it('covers most of the API', () => {
    // Only the registry's own listings (endpoints, version, ayanamsas, locales, axes) have no names.
    expect(LOCALIZED.length).toBeGreaterThanOrEqual(ENDPOINTS.length - 6);
  });

  for (const locale of LOCALES) {
    it(`every endpoint answers ${locale} with its names in ${LOCALE_INFO[locale].script}`, async () => {
      const failures: string[] = [];
      let names = 0;
      for (const e of LOCALIZED) {
        const url = exampleUrl(e, { [e.localeParam!]: locale, format: e.params.format ? 'json' : undefined });
        const r = await get(url);
        if (r.status !== 200) { failures.push(`${url}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`); continue; }
        if (typeof r.body !== 'object') { failures.push(`${url}: not JSON`); continue; }
        // lang_used is the asked locale, or English where the family's prose is not yet written
        // in it, and then the answer says so in a warning.
        const warned = JSON.stringify(r.body.warnings ?? r.body.warning ?? '').length > 4;
        if (r.body.lang_used !== locale && !(r.body.lang_used === 'en' && warned)) failures.push(`${url}: lang_used ${r.body.lang_used}`);
        const ownLangUsed = (e.response as unknown as { shape?: Record<string, unknown> }).shape?.lang_used !== undefined;
        const shape = (e.response as unknown as { shape?: Record<string, unknown> }).shape;
        const plain = stripLocal(r.body, ownLangUsed) as Record<string, unknown>;
        if (shape && !shape.warnings) delete plain.warnings;
        const parsed = e.response.safeParse(plain);
        if (!parsed.success) failures.push(`${url}: schema ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
        for (const [k, en, local] of locals(r.body)) {
          names += 1;
          const pairs: [unknown, unknown][] = Array.isArray(local) ? (local as unknown[]).map((x, i) => [(en as unknown[])[i], x]) : [[en, local]];
          for (const [eng, loc] of pairs) {
            if (typeof loc !== 'string') { failures.push(`${url} ${k}: not a string`); continue; }
            if (locale === 'en') { if (loc !== eng) failures.push(`${url} ${k}: en ${loc} != ${eng}`); continue; }
            if (loc === eng && localName(String(eng), 'en') === undefined) continue; // an unlisted word in a list stays English
            if (!inScript(loc, LOCALE_INFO[locale].script)) failures.push(`${url} ${k}: ${loc} is not ${LOCALE_INFO[locale].script}`);
          }
        }
      }
      expect(failures).toEqual([]);
      if (locale !== 'en') expect(names).toBeGreaterThan(1000);
    }, 180_000);
  }

  it('an unknown lang is a 400 naming the ten values; locale is the same parameter', async () => {
    const bad = await get('/v1/panchang/summary?date=2024-10-31&tz=Asia/Kolkata&lat=28.6139&lon=77.209&lang=fr');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].param).toBe('lang');
    for (const l of LOCALES) expect(bad.body.error.message).toContain(l);
    const viaLocale = await get('/v1/panchang/summary?date=2024-10-31&tz=Asia/Kolkata&lat=28.6139&lon=77.209&locale=ta');
    expect(viaLocale.status).toBe(200);
    expect(viaLocale.body.lang_used).toBe('ta');
    expect(viaLocale.body.tithi.name_local).toBe(localName(viaLocale.body.tithi.name, 'ta'));
  });

  it('a lunar month name is read from the month table, not the nakshatra of the same spelling', async () => {
    // 2024-08-10 is in amanta Shravana; Shravana is also the 22nd nakshatra, written differently in Hindi.
    const r = await get('/v1/panchang/summary?date=2024-08-10&tz=Asia/Kolkata&lat=28.6139&lon=77.209&lang=hi&month_system=amanta');
    expect(r.body.hindu_month.amanta).toBe('Shravana');
    expect(r.body.hindu_month.amanta_local).toBe(localName('Shravana', 'hi', 'masas'));
  });

  it('/v1/meta/vedic/locales reports full name coverage for all ten, counted from the content', async () => {
    const r = await get('/v1/meta/vedic/locales');
    expect(r.status).toBe(200);
    expect(r.body.locales.map((l: { code: string }) => l.code)).toEqual([...LOCALES]);
    for (const l of r.body.locales) {
      expect(l.coverage.names.complete, l.code).toBe(true);
      expect(l.coverage.names.present).toBe(l.coverage.names.keys);
      expect(l.coverage.names.keys).toBeGreaterThan(900);
    }
  });
});
