/** Meta family (free): the catalog, ayanamsas, version and the Vedic catalogs. */
import { z } from 'zod';
import { AYANAMSAS } from '../../engine/ephemeris/constants';
import doshas from '../../../content/catalogs/doshas.json';
import axes from '../../../content/catalogs/narrative-axes.json';
import yogas from '../../../content/catalogs/yogas.json';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '../../engine/i18n/locales';
import { nameCoverage, NAME_SECTIONS } from '../../engine/i18n/names';
import { NARRATIVE_LOCALES } from '../../engine/narrative/content';
import { NUMEROLOGY_LANGS } from '../../engine/numerology';
import { AUTHORED_LOCALES } from '../../engine/remedies/catalog';
import { resolveMoment } from '../moment';
import { q } from '../params';
import { CATALOG, endpoint } from '../registry';

export const endpointsList = endpoint({
  path: '/v1/meta/endpoints',
  localize: false,
  summary: 'The full endpoint catalog with credits, and whether Akasha implements each path yet',
  params: {},
  ephemeris: false,
  response: z.array(z.object({
    method: z.literal('GET'),
    path: z.string(),
    group: z.string(),
    cost: z.number().int(),
    summary: z.string(),
    implemented: z.boolean(),
    in_catalog: z.boolean(),
  })),
  handler(_p, { registry }) {
    const served = new Map(registry.map((e) => [e.path, e]));
    const rows = CATALOG.map((c) => ({
      method: 'GET' as const, path: c.path, group: c.family, cost: c.credits,
      summary: served.get(c.path)?.summary ?? c.returns, implemented: served.has(c.path), in_catalog: true,
    }));
    for (const e of registry) {
      if (!e.inCatalog) rows.push({ method: 'GET', path: e.path, group: e.family, cost: e.credits, summary: e.summary, implemented: true, in_catalog: false });
    }
    return rows;
  },
});

export const ayanamsas = endpoint({
  path: '/v1/meta/ayanamsas',
  localize: false,
  summary: 'The six supported ayanamsas with their values at a moment',
  description: 'value_deg is the mean ayanamsa (no nutation) as the Swiss Ephemeris and Jagannatha Hora print it; value_with_nutation_deg adds the nutation in longitude. Chart endpoints echo the values they subtract (ayanamsa_value, ayanamsa_true); for star-based true_chitrapaksha those take the star geometrically, like the planets (about 13 arc-seconds from value_deg).',
  params: {
    date: q.date({ example: '2025-01-01', description: 'Date YYYY-MM-DD' }),
    time: q.time({ example: '12:00' }),
    tz: q.tz({ example: 'UTC' }),
  },
  response: z.object({
    at_jd: z.number(),
    date: z.string(), time: z.string(), tz: z.string(),
    ayanamsas: z.array(z.object({
      name: z.enum(AYANAMSAS.map((a) => a.name) as [string, ...string[]]),
      value_deg: z.number(),
      value_with_nutation_deg: z.number(),
      is_default: z.literal(true).optional(),
    })).length(6),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const m = resolveMoment(eph, p.date, p.time, p.tz);
    const r5 = (x: number) => Math.round(x * 1e5) / 1e5;
    return {
      at_jd: Math.round(m.jd * 1e8) / 1e8, date: m.date, time: m.time, tz: m.tz,
      ayanamsas: AYANAMSAS.map((a) => {
        const v = eph.ayanamsa(m.jd, a.name);
        return { name: a.name, value_deg: r5(v.table), value_with_nutation_deg: r5(v.table + v.nutation), ...(a.name === 'lahiri' ? { is_default: true as const } : {}) };
      }),
      warnings: m.warnings,
    };
  },
});

export const version = endpoint({
  path: '/v1/meta/version',
  localize: false,
  summary: 'API version, build commit and the ephemeris in use',
  params: {},
  response: z.object({
    api_version: z.string(),
    build_commit: z.string(),
    built_at: z.string().optional(),
    engine: z.object({ swisseph: z.string(), ephemeris: z.string(), files: z.array(z.string()), range: z.string() }),
  }),
  handler(_p, { eph, build }) {
    const files = eph.dataFiles().filter((f) => f.endsWith('.se1'));
    return {
      api_version: build.apiVersion, build_commit: build.commit, ...(build.builtAt ? { built_at: build.builtAt } : {}),
      engine: { swisseph: eph.version, ephemeris: 'Swiss Ephemeris files (SEFLG_SWIEPH), not the analytic fall-back', files, range: '1800-01-01 to 2399-12-31' },
    };
  },
});

const zCatalogItem = z.object({ id: z.string(), name: z.string() }).passthrough();

export const yogaCatalog = endpoint({
  path: '/v1/meta/vedic/yogas',
  summary: 'Catalog of detectable yogas with IDs (the IDs of /v1/vedic/narrative/yoga/{id})',
  params: {},
  ephemeris: false,
  response: z.object({ count: z.number().int(), yogas: z.array(zCatalogItem) }),
  handler: () => ({ count: yogas.length, yogas }),
});

export const doshaCatalog = endpoint({
  path: '/v1/meta/vedic/doshas',
  summary: 'Catalog of detectable doshas with IDs (the IDs of /v1/vedic/narrative/dosha/{id})',
  params: {},
  ephemeris: false,
  response: z.object({ count: z.number().int(), doshas: z.array(zCatalogItem) }),
  handler: () => ({ count: doshas.length, doshas }),
});

const zCount = z.object({ present: z.number().int(), keys: z.number().int(), complete: z.boolean() });
export const localeCatalog = endpoint({
  path: '/v1/meta/vedic/locales',
  summary: 'The ten locales (en plus 9 Indian languages) with their coverage per family, computed from the content',
  description: 'Coverage is counted at run time from the content the build carries, never declared: `names` counts the keys of the name tables (content/i18n/<locale>/names.json) filled in this locale against English, section by section; `narratives`, `remedies` and `numerology` say whether the prose of that family is authored in the locale (otherwise it is served in English with a warning).',
  params: {},
  ephemeris: false,
  localize: false,
  response: z.object({
    default: z.string(),
    locales: z.array(z.object({
      code: z.string(), name_en: z.string(), name_native: z.string(), script: z.string(),
      coverage: z.object({
        names: zCount.extend({ sections: z.record(z.string(), z.tuple([z.number().int(), z.number().int()])) }),
        narratives: z.boolean(), remedies: z.boolean(), numerology: z.boolean(),
      }),
    })),
    name_sections: z.array(z.string()),
  }),
  handler: () => ({
    default: DEFAULT_LOCALE,
    locales: LOCALES.map((code) => {
      const names = nameCoverage(code);
      return {
        ...LOCALE_INFO[code],
        coverage: {
          names: { present: names.present, keys: names.keys, complete: names.complete, sections: names.sections },
          narratives: NARRATIVE_LOCALES.includes(code),
          remedies: (AUTHORED_LOCALES as readonly string[]).includes(code),
          numerology: code === 'en' || NUMEROLOGY_LANGS.includes(code),
        },
      };
    }),
    name_sections: [...NAME_SECTIONS],
  }),
});

export const axesCatalog = endpoint({
  path: '/v1/meta/vedic/narrative-axes',
  localize: false,
  summary: 'Every axis the narrative endpoints vary on, with its values and default',
  params: {},
  ephemeris: false,
  response: z.object({ axes: z.array(z.object({ id: z.string(), values: z.array(z.unknown()) }).passthrough()) }),
  handler: () => ({ axes }),
});

export const metaEndpoints = [endpointsList, ayanamsas, version, yogaCatalog, doshaCatalog, localeCatalog, axesCatalog];
