/**
 * Ashtakoota totals against published boy/girl examples (issue 5: "the totals against at least
 * ten worked boy/girl examples from published sources").
 *
 * Data: test/reference/matching/worked-examples.json (provenance in its README). Every case
 * gives the groom's and the bride's Moon (nakshatra, sign, pada and, where the source has it,
 * the sidereal longitude), the eight published koota points and the total. The profiles are
 * built directly (moonProfile / profileOfPada, no birth data).
 *
 * Two runs, each asserting every published koota point and total:
 *  1. preset=drik (the AstroSage / Drik Panchang convention, whose vashya, gana and yoni tables
 *     were read from these cases): every point must equal the published one except the
 *     differences listed in DRIK_REMAINING, each with its reason; a listed difference that
 *     vanishes or an unlisted one that appears fails the test. The tables themselves are
 *     checked against the data cell by cell (every cell observed, no case contradicting it).
 *  2. the classical tables (the options each case names: the engine's defaults, closest to the
 *     calculators before the preset existed): each case lists the koota points where they differ
 *     (`known_disagreements`), every such point is one of the table cells in CALCULATOR_CELLS
 *     below, with the reason, and the counts (115 of 264 totals, 86 cells) must stay as they were.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AshtakootaOptions, ashtakoota, PRESET_OPTIONS } from '../../src/engine/matching/ashtakoota';
import { GANA_TABLES, GANAS, KOOTAS, type KootaName, VASHYA_GROUPS, VASHYA_TABLES, YONI_ANIMALS, YONI_TABLES } from '../../src/engine/matching/kootas';
import { type MoonProfile, moonProfile, profileOfPada } from '../../src/engine/matching/profile';
import { NAKSHATRAS } from '../../src/engine/vedic/zodiac';

interface Person { nakshatra: string; sign: string; pada?: number; moon_longitude?: number; birth?: string }
interface Disagreement { koota: KootaName; groom: string; bride: string; source_points: number; engine_points: number; reason: string }
interface Case {
  id: string; source: string; authority: string;
  input: { boy: Person; girl: Person };
  expect: { total: number; kootas: Record<KootaName, number> };
  tolerance: 'exact';
  options: Partial<AshtakootaOptions>;
  known_disagreements: Disagreement[];
  notes: string;
}
const ref = JSON.parse(readFileSync(new URL('../reference/matching/worked-examples.json', import.meta.url), 'utf8')) as { cases: Case[] };

/**
 * Table cells (groom attribute > bride attribute, calculator points / engine points) where
 * AstroSage and Drik Panchang score differently from the engine with the cases' options
 * (vashya_table=astroyogi, gana_table=symmetric, the fourteen-yoni table). Drik's cells are a
 * subset of AstroSage's and agree with them wherever both were observed.
 */
const CALCULATOR_CELLS: Record<'gana' | 'vashya' | 'yoni', { reason: string; cells: string[] }> = {
  gana: {
    reason: 'the calculators\' gana table is not symmetric: groom Deva x bride Manushya 6, groom Manushya x bride Deva 5, '
      + 'groom Rakshasa x bride Deva 1, Manushya with Rakshasa 0 either way. The engine\'s symmetric table gives 5/5/0/1; its '
      + 'saravali table is the calculators\' (gana_table=saravali, as preset=drik sets it)',
    cells: ['Deva>Manushya 6/5', 'Manushya>Rakshasa 0/1', 'Rakshasa>Deva 1/0', 'Rakshasa>Manushya 0/1'],
  },
  vashya: {
    reason: 'the calculators give 1/2 where the astroyogi table (as transcribed in PyJHora) prints 1.5 (Jalachara/Manava both '
      + 'ways, Vanachara groom with Chatushpada bride), 1 for Jalachara groom with Vanachara bride (engine 0) and 0 for '
      + 'Manava groom with Keeta bride (engine 1); the saravali table is further off (ten of the 25 cells differ)',
    cells: ['Jalachara>Manava 0.5/1.5', 'Jalachara>Vanachara 1/0', 'Manava>Jalachara 0.5/1.5', 'Manava>Keeta 0/1',
      'Vanachara>Chatushpada 0.5/1.5'],
  },
  yoni: {
    reason: 'the calculators use another 14-yoni table (not symmetric in six pairs: Buffalo/Deer, Deer/Rat, Cow/Tiger, '
      + 'Deer/Lion, Lion/Rat, Lion/Tiger) than the engine\'s (freehoroscopesonline.in rule, PyJHora YoniArray); the seven '
      + 'sworn-enemy pairs are 0 in both except Cow (groom) x Tiger (bride), which AstroSage scores 1',
    cells: [
      'Buffalo>Cat 3/2', 'Buffalo>Deer 3/2', 'Buffalo>Rat 3/2', 'Buffalo>Serpent 2/1', 'Cat>Buffalo 3/2',
      'Cat>Cow 3/2', 'Cat>Dog 1/2', 'Cat>Elephant 3/2', 'Cat>Horse 3/2', 'Cat>Lion 2/1', 'Cat>Monkey 2/3',
      'Cat>Sheep 3/2', 'Cat>Tiger 2/1', 'Cow>Cat 3/2', 'Cow>Elephant 3/2', 'Cow>Horse 3/1', 'Cow>Rat 3/2',
      'Cow>Serpent 2/1', 'Cow>Tiger 1/0', 'Deer>Buffalo 1/2', 'Deer>Elephant 3/2', 'Deer>Horse 3/1',
      'Deer>Rat 3/2', 'Deer>Sheep 3/2', 'Dog>Cat 1/2', 'Dog>Lion 2/1', 'Dog>Mongoose 2/1', 'Dog>Rat 2/1',
      'Dog>Sheep 2/1', 'Dog>Tiger 2/1', 'Elephant>Cat 3/2', 'Elephant>Cow 3/2', 'Elephant>Deer 3/2',
      'Elephant>Monkey 2/3', 'Elephant>Rat 3/2', 'Elephant>Serpent 2/3', 'Horse>Cat 3/2', 'Horse>Cow 3/1',
      'Horse>Deer 3/1', 'Horse>Monkey 2/3', 'Horse>Rat 3/2', 'Horse>Serpent 2/3', 'Horse>Sheep 3/2',
      'Lion>Cat 2/1', 'Lion>Deer 3/1', 'Lion>Dog 2/1', 'Lion>Rat 1/2', 'Mongoose>Dog 2/1', 'Mongoose>Monkey 2/3',
      'Mongoose>Sheep 2/3', 'Monkey>Cat 2/3', 'Monkey>Elephant 2/3', 'Monkey>Horse 2/3', 'Monkey>Mongoose 2/3',
      'Monkey>Serpent 1/2', 'Monkey>Tiger 2/1', 'Rat>Buffalo 3/2', 'Rat>Cow 3/2', 'Rat>Dog 2/1',
      'Rat>Elephant 3/2', 'Rat>Horse 3/2', 'Rat>Sheep 3/1', 'Serpent>Buffalo 2/1', 'Serpent>Cow 2/1',
      'Serpent>Elephant 2/3', 'Serpent>Horse 2/3', 'Serpent>Monkey 1/2', 'Sheep>Cat 3/2', 'Sheep>Deer 3/2',
      'Sheep>Dog 2/1', 'Sheep>Horse 3/2', 'Sheep>Mongoose 2/3', 'Sheep>Rat 3/1', 'Tiger>Cat 2/1', 'Tiger>Dog 2/1',
      'Tiger>Lion 2/1', 'Tiger>Monkey 2/1',
    ],
  },
};
const cellKey = (d: { koota: string; groom: string; bride: string; source_points: number; engine_points: number }) =>
  `${d.koota}:${d.groom}>${d.bride} ${d.source_points}/${d.engine_points}`;
const LISTED = new Set(Object.entries(CALCULATOR_CELLS).flatMap(([k, v]) => v.cells.map((c) => `${k}:${c}`)));

/** Source family of a case id: astrosage-vasant22, astrosage-mazeekundali, drik-sodiyal. */
const sourceOf = (c: Case) => c.id.split('-').slice(0, 2).join('-');
const profileOf = (p: Person): MoonProfile =>
  p.moon_longitude !== undefined ? moonProfile(p.moon_longitude) : profileOfPada(NAKSHATRAS.indexOf(p.nakshatra as never) + 1, p.pada ?? 2);
/** The attribute a koota compares (the one the table cells are keyed by). */
const ATTR: Partial<Record<KootaName, keyof MoonProfile>> = { vashya: 'vashya', yoni: 'yoni', gana: 'gana' };

interface Outcome { c: Case; total: number; mismatches: Disagreement[]; problems: string[] }

function run(c: Case): Outcome {
  const boy = profileOf(c.input.boy);
  const girl = profileOf(c.input.girl);
  const problems: string[] = [];
  for (const [who, p, inp] of [['boy', boy, c.input.boy], ['girl', girl, c.input.girl]] as const) {
    if (p.nakshatra !== inp.nakshatra || p.sign !== inp.sign) problems.push(`${who}: input ${inp.nakshatra}/${inp.sign} builds ${p.nakshatra}/${p.sign}`);
  }
  const sum = KOOTAS.reduce((s, k) => s + c.expect.kootas[k], 0);
  if (Math.abs(sum - c.expect.total) > 1e-9) problems.push(`data: the published kootas sum to ${sum}, the published total is ${c.expect.total}`);
  const r = ashtakoota(boy, girl, c.options);
  const mismatches: Disagreement[] = KOOTAS.filter((k) => r.kootas[k].points !== c.expect.kootas[k]).map((k) => ({
    koota: k, groom: String(ATTR[k] ? boy[ATTR[k]!] : r.kootas[k].boy), bride: String(ATTR[k] ? girl[ATTR[k]!] : r.kootas[k].girl),
    source_points: c.expect.kootas[k], engine_points: r.kootas[k].points, reason: r.kootas[k].rule,
  }));
  // the disagreements must be exactly the listed ones, each an explained table cell
  const listed = c.known_disagreements.map(cellKey).sort();
  const actual = mismatches.map(cellKey).sort();
  for (const a of actual) if (!listed.includes(a)) problems.push(`new disagreement ${a} (engine rule: ${mismatches.find((m) => cellKey(m) === a)!.reason})`);
  for (const l of listed) if (!actual.includes(l)) problems.push(`listed disagreement ${l} vanished: the engine now agrees with the source`);
  for (const l of listed) if (!LISTED.has(l)) problems.push(`listed disagreement ${l} is not an explained cell of CALCULATOR_CELLS`);
  // the total differs from the published one by exactly the listed cells
  const explained = c.expect.total - c.known_disagreements.reduce((s, d) => s + d.source_points - d.engine_points, 0);
  if (r.total !== explained) problems.push(`total ${r.total}, published ${c.expect.total}, expected ${explained} after the listed disagreements`);
  return { c, total: r.total, mismatches, problems };
}

const outcomes = ref.cases.map(run);

describe('ashtakoota totals against published worked examples (issue 5)', () => {
  it('the reference holds at least ten cases from at least two independent sources', () => {
    const sources = new Set(ref.cases.map((c) => c.id.split('-')[0]));
    expect(ref.cases.length).toBeGreaterThanOrEqual(10);
    expect([...sources].sort()).toEqual(['astrosage', 'drik']);
    expect(new Set(ref.cases.map((c) => c.id)).size).toBe(ref.cases.length);
    for (const c of ref.cases) expect(c.tolerance, c.id).toBe('exact');
  });

  for (const src of [...new Set(ref.cases.map(sourceOf))]) {
    it(`${src}: every koota and total as published, or a listed table-cell disagreement`, () => {
      const mine = outcomes.filter((o) => sourceOf(o.c) === src);
      const failures = mine.filter((o) => o.problems.length).map((o) => `${o.c.id}: ${o.problems.join('; ')}`);
      const totals = mine.filter((o) => o.total === o.c.expect.total).length;
      const clean = mine.filter((o) => o.c.known_disagreements.length === 0).length;
      const kootaPoints = mine.length * KOOTAS.length;
      const kootaAgree = kootaPoints - mine.reduce((s, o) => s + o.mismatches.length, 0);
      const byKoota: Record<string, number> = {};
      for (const o of mine) for (const m of o.mismatches) byKoota[m.koota] = (byKoota[m.koota] ?? 0) + 1;
      console.log(`${failures.length ? 'FAIL' : 'PASS'} ${src}: ${mine.length} cases; totals equal to the published ${totals}/${mine.length} `
        + `(${clean} agree on all eight kootas); koota points equal ${kootaAgree}/${kootaPoints}; `
        + `listed disagreements by koota ${JSON.stringify(byKoota)}`);
      expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    });
  }

  it('every explained table cell is observed in the data (none is stale)', () => {
    const used = new Set(ref.cases.flatMap((c) => c.known_disagreements.map(cellKey)));
    const stale = [...LISTED].filter((c) => !used.has(c));
    expect(stale).toEqual([]);
    console.log(`PASS calculator table cells explained: ${LISTED.size} (gana ${CALCULATOR_CELLS.gana.cells.length}, vashya ${CALCULATOR_CELLS.vashya.cells.length}, yoni ${CALCULATOR_CELLS.yoni.cells.length})`);
  });

  it('varna, tara, graha maitri, bhakoot and nadi agree with both calculators everywhere', () => {
    const off = outcomes.flatMap((o) => o.mismatches.filter((m) => !['gana', 'vashya', 'yoni'].includes(m.koota)).map((m) => `${o.c.id} ${cellKey(m)}`));
    expect(off).toEqual([]);
  });

  it('the other table options, for comparison (AstroSage cases, totals equal to the published)', () => {
    const astro = ref.cases.filter((c) => c.id.startsWith('astrosage-'));
    const rows: string[] = [];
    for (const yoni of ['classical', 'drik'] as const) for (const vashya of ['astroyogi', 'saravali', 'drik'] as const) for (const gana of ['symmetric', 'saravali'] as const) {
      const n = astro.filter((c) => ashtakoota(profileOf(c.input.boy), profileOf(c.input.girl), { ...c.options, vashya, gana, yoni }).total === c.expect.total).length;
      rows.push(`yoni=${yoni} vashya=${vashya} gana=${gana}: ${n}/${astro.length}`);
    }
    console.log(`INFO ${rows.join('; ')}`);
    expect(rows).toHaveLength(12);
  });

  it('the classical tables still give the counts they gave before the drik preset', () => {
    expect(outcomes.filter((o) => o.total === o.c.expect.total)).toHaveLength(115);
    expect(outcomes.filter((o) => o.mismatches.length === 0)).toHaveLength(77);
    expect(LISTED.size).toBe(86);
    // the cases' options are the classical defaults (Drik Run 6 alone names exceptions=apply)
    for (const c of ref.cases.filter((x) => x.id !== 'drik-sodiyal-same-star-other-pada')) {
      expect({ ...PRESET_OPTIONS.classical, ...c.options }, c.id).toEqual(PRESET_OPTIONS.classical);
    }
  });
});

// ---------------------------------------------------------------- preset=drik

/**
 * Published points that preset=drik does not reproduce, per case and koota (published / engine),
 * with the reason. Exhaustive: the test fails if one vanishes or another appears.
 */
const DRIK_REMAINING: Record<string, { kootas: Partial<Record<KootaName, string>>; reason: string }> = {
  'drik-sodiyal-same-star-other-pada': {
    kootas: { nadi: '8/0' },
    reason: 'Drik Panchang scores Rohini pada 1 (groom) x Rohini pada 3 (bride) 36/36 (secondary source: a comment in SODIYAL/panchanga '
      + 'test/kootas.test.ts on its Run 6): it gives nadi 8, i.e. applies the same-nakshatra-different-pada nadi exception to the points, '
      + 'while Runs 1 and 5 and every AstroSage case score the doshas without cancellation (Run 1: a 5/9 bhakoot with friendly lords scores 0; '
      + 'AstroSage Krittika x Rohini, same sign: nadi 0). The preset keeps exceptions=report; with exceptions=apply given explicitly the case '
      + 'agrees (checked below), but apply would break Run 1',
  },
};

interface DrikOutcome { c: Case; total: number; diffs: Partial<Record<KootaName, string>> }
const drikOutcomes: DrikOutcome[] = ref.cases.map((c) => {
  const r = ashtakoota(profileOf(c.input.boy), profileOf(c.input.girl), { preset: 'drik' });
  const diffs: Partial<Record<KootaName, string>> = {};
  for (const k of KOOTAS) if (r.kootas[k].points !== c.expect.kootas[k]) diffs[k] = `${c.expect.kootas[k]}/${r.kootas[k].points}`;
  return { c, total: r.total, diffs };
});

/** Every (groom attribute > bride attribute) cell of a koota as the cases publish it: value -> case ids. */
function observedCells(k: 'yoni' | 'vashya' | 'gana'): Map<string, Map<number, string[]>> {
  const cells = new Map<string, Map<number, string[]>>();
  for (const c of ref.cases) {
    const key = `${profileOf(c.input.boy)[k]}>${profileOf(c.input.girl)[k]}`;
    const m = cells.get(key) ?? new Map<number, string[]>();
    cells.set(key, m);
    m.set(c.expect.kootas[k], [...(m.get(c.expect.kootas[k]) ?? []), c.id]);
  }
  return cells;
}
/** The drik preset's tables (bride row, groom column), by koota. */
const DRIK_TABLES = {
  yoni: { names: YONI_ANIMALS, table: YONI_TABLES[PRESET_OPTIONS.drik.yoni] },
  vashya: { names: VASHYA_GROUPS, table: VASHYA_TABLES[PRESET_OPTIONS.drik.vashya] },
  gana: { names: GANAS, table: GANA_TABLES[PRESET_OPTIONS.drik.gana] },
} as const;

describe('preset=drik against the same published examples', () => {
  it('the preset sets varna element, vashya drik, gana saravali, yoni drik, tara both, exceptions report', () => {
    expect(PRESET_OPTIONS.drik).toEqual({ varna: 'element', vashya: 'drik', gana: 'saravali', yoni: 'drik', tara: 'both', exceptions: 'report' });
  });

  it('every cell of the drik yoni, vashya and gana tables is observed in the cases, and no case contradicts it', () => {
    const unobserved: string[] = [];
    const wrong: string[] = [];
    const contradicted: string[] = [];
    for (const [k, { names, table }] of Object.entries(DRIK_TABLES) as [keyof typeof DRIK_TABLES, (typeof DRIK_TABLES)[keyof typeof DRIK_TABLES]][]) {
      const seen = observedCells(k);
      for (let g = 0; g < names.length; g++) for (let b = 0; b < names.length; b++) {
        const cell = `${names[b]}>${names[g]}`;
        const m = seen.get(cell);
        if (!m) { unobserved.push(`${k}:${cell}`); continue; }
        if (m.size > 1) contradicted.push(`${k}:${cell} ${JSON.stringify(Object.fromEntries(m))}`);
        const v = [...m.keys()][0];
        if (table[g][b] !== v) wrong.push(`${k}:${cell} published ${v} (${m.get(v)![0]}), table ${table[g][b]}`);
      }
    }
    // No cell is unobserved: none keeps a classical value for want of a published case.
    expect(unobserved).toEqual([]);
    expect(contradicted).toEqual([]);
    expect(wrong).toEqual([]);
    const drikOnly = ref.cases.filter((c) => c.id.startsWith('drik-')).length;
    console.log(`PASS drik tables: yoni 196, vashya 25, gana 9 cells, each observed (AstroSage and Drik Panchang agree on every cell; ${drikOnly} Drik cases)`);
  });

  it('every published koota point and total, except the listed differences', () => {
    const actual = Object.fromEntries(drikOutcomes.filter((o) => Object.keys(o.diffs).length).map((o) => [o.c.id, o.diffs]));
    expect(actual).toEqual(Object.fromEntries(Object.entries(DRIK_REMAINING).map(([id, x]) => [id, x.kootas])));
    for (const o of drikOutcomes) {
      const listed = DRIK_REMAINING[o.c.id];
      const shift = Object.values(listed?.kootas ?? {}).reduce((s, d) => { const [pub, eng] = d!.split('/').map(Number); return s + pub - eng; }, 0);
      expect(o.total, o.c.id).toBe(o.c.expect.total - shift);
    }
    for (const src of [...new Set(ref.cases.map(sourceOf))]) {
      const mine = drikOutcomes.filter((o) => sourceOf(o.c) === src);
      const byKoota = Object.fromEntries(KOOTAS.map((k) => [k, mine.filter((o) => !o.diffs[k]).length]));
      console.log(`PASS preset=drik ${src}: totals equal to the published ${mine.filter((o) => o.total === o.c.expect.total).length}/${mine.length}; `
        + `koota points equal per koota ${JSON.stringify(byKoota)} of ${mine.length}`);
    }
    const totals = drikOutcomes.filter((o) => o.total === o.c.expect.total).length;
    expect(totals).toBe(ref.cases.length - Object.keys(DRIK_REMAINING).length);
    console.log(`PASS preset=drik: totals equal to the published ${totals}/${ref.cases.length}; remaining ${JSON.stringify(Object.fromEntries(Object.entries(DRIK_REMAINING).map(([id, x]) => [id, x.kootas])))}`);
  });

  it('explicit tables override the preset: Drik Run 6 with exceptions=apply agrees, and yoni_table=classical restores the classical yoni', () => {
    const c = ref.cases.find((x) => x.id === 'drik-sodiyal-same-star-other-pada')!;
    const r = ashtakoota(profileOf(c.input.boy), profileOf(c.input.girl), { preset: 'drik', exceptions: 'apply' });
    expect(r.total).toBe(c.expect.total);
    expect(r.options).toMatchObject({ preset: 'drik', exceptions: 'apply', yoni: 'drik' });
    const run1 = ref.cases.find((x) => x.id === 'drik-sodiyal-run1')!; // groom Horse, bride Rat: drik 3, classical 2
    const boy = profileOf(run1.input.boy), girl = profileOf(run1.input.girl);
    expect(ashtakoota(boy, girl, { preset: 'drik' }).kootas.yoni.points).toBe(3);
    expect(ashtakoota(boy, girl, { preset: 'drik', yoni: 'classical' }).kootas.yoni.points).toBe(2);
    expect(ashtakoota(boy, girl, { preset: 'drik', exceptions: 'apply' }).kootas.bhakoot.points).toBe(7); // why apply is not the preset
    expect(ashtakoota(boy, girl, { preset: 'drik', yoni: undefined }).options.yoni).toBe('drik'); // undefined is "not given"
  });
});
