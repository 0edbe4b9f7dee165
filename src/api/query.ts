/**
 * Reading a request's query strictly: every name must be a parameter of the endpoint (or one
 * of its documented aliases), each at most once. Unknown names are a 400 naming the nearest
 * known name, unless the caller sends `strict=false`, which turns them into warnings.
 * Aliases come from each ParamSpec's `aliases`, so a parameter shared by every endpoint
 * (lang with its alias locale) is handled the same way as any other.
 */
import type { ParamProblem } from './errors';
import type { Params } from './params';

/** The parameter every endpoint accepts besides its own: whether unknown names are an error. */
export const STRICT_PARAM = 'strict';
export const STRICT_DESCRIPTION =
  'true (default): an unknown query parameter is a 400 invalid_param naming the nearest known name. ' +
  'false: unknown parameters are ignored and each is reported in the answer\'s `warnings` (and in the `Warning` header). ' +
  'A repeated parameter is a 400 either way.';

export interface QueryReading {
  /** Raw value per canonical parameter name (the alias a caller used is resolved). */
  raw: Map<string, string>;
  strict: boolean;
  problems: (ParamProblem & { missing: boolean })[];
  /** Unknown names when strict=false. */
  warnings: string[];
}

/** Canonical name of every accepted query name of `params` (names and aliases). */
export function acceptedNames(params: Params): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, spec] of Object.entries(params)) {
    if (spec.in !== 'query') continue;
    out.set(name, name);
    for (const a of spec.aliases ?? []) out.set(a, name);
  }
  out.set(STRICT_PARAM, STRICT_PARAM);
  return out;
}

/** Reads `pairs` (in request order, repeats kept) against the endpoint's parameters. */
export function readQuery(params: Params, pairs: readonly [string, string][]): QueryReading {
  const accepted = acceptedNames(params);
  const seen = new Map<string, { as: string[]; value: string }>();
  const unknown: string[] = [];
  for (const [name, value] of pairs) {
    const canonical = accepted.get(name);
    if (canonical === undefined) { if (!unknown.includes(name)) unknown.push(name); continue; }
    const entry = seen.get(canonical);
    if (entry) entry.as.push(name);
    else seen.set(canonical, { as: [name], value });
  }
  const problems: QueryReading['problems'] = [];
  for (const [canonical, { as }] of seen) {
    if (as.length < 2) continue;
    const spellings = [...new Set(as)];
    problems.push({
      param: canonical, missing: false,
      problem: spellings.length === 1
        ? `is given ${as.length} times; give it once`
        : `is given ${as.length} times (as ${spellings.join(' and ')}, which name the same parameter); give it once`,
    });
  }
  let strict = true;
  const s = seen.get(STRICT_PARAM);
  if (s) {
    if (s.value === 'false' || s.value === '0') strict = false;
    else if (s.value !== 'true' && s.value !== '1') problems.push({ param: STRICT_PARAM, missing: false, problem: 'must be true or false' });
  }
  const warnings: string[] = [];
  const known = [...accepted.keys()];
  for (const name of unknown) {
    const sentence = unknownSentence(name, known);
    if (strict) problems.push({ param: name, missing: false, problem: sentence });
    else warnings.push(`unknown parameter ${name} ignored (strict=false): ${sentence}`);
  }
  const raw = new Map<string, string>();
  for (const [canonical, { value }] of seen) if (canonical !== STRICT_PARAM) raw.set(canonical, value);
  return { raw, strict, problems, warnings };
}

function unknownSentence(name: string, known: readonly string[]): string {
  const near = nearestName(name, known);
  if (near) return `is not a parameter of this endpoint; did you mean ${near}?`;
  const list = known.filter((k) => k !== STRICT_PARAM);
  return list.length
    ? `is not a parameter of this endpoint (it takes ${list.join(', ')})`
    : 'is not a parameter of this endpoint (it takes none)';
}

/**
 * The known name closest to `name` by edit distance (case-insensitive, '-' read as '_'), when
 * it is close enough to be a plausible typo: at most a third of the longer name's length, and
 * at least 1. Prefix matches (`house` for `house_system`) count as near too.
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/-/g, '_');
  const n = norm(name);
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const kn = norm(k);
    let d = editDistance(n, kn);
    if (n.length >= 3 && (kn.startsWith(n) || n.startsWith(kn))) d = Math.min(d, 1);
    if (d < bestD) { bestD = d; best = k; }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(1, Math.floor(Math.max(n.length, best.length) / 3));
  return bestD <= limit ? best : undefined;
}

/** Levenshtein distance with adjacent transpositions (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
