/**
 * Reading the real service's response-field lists (test/reference/service/service-shapes.json)
 * and finding each field in an Akasha answer at its documented place.
 *
 * The notation of that file: `a.b` nests; `a[]` is an array whose every item has what follows;
 * `[].x` is a bare array at the top; `a{b,c{d}}` groups fields (a.b, a.c.d: each leaf counts
 * once, 646 in all); `<Planet>` or `<name>` is "each entry" of an object keyed by name (or of an
 * array of entries that carry a `name`, where the spec makes it an array: muhurta `factors`,
 * spec 2.2, which wins over the service's object); `girl.*` has the same fields as the `boy.`
 * ones before it; `<who>_x` stands for boy_x and girl_x.
 *
 * A field is present when the live answer has it. Where the answer cannot show it (an empty
 * array, a null object), the response schema must declare it as required at that place, so an
 * empty example never passes by default.
 */

export interface ServiceField {
  /** As written in the file. */
  field: string;
  /** Concrete leaf paths; all must be present for the field to count. */
  leaves: string[][];
}

/** Expands one group `a{b,c{d,e}}x` into leaf paths. */
export function expandGroups(f: string): string[] {
  const i = f.indexOf('{');
  if (i < 0) return [f];
  let depth = 0;
  let j = i;
  for (; j < f.length; j++) {
    if (f[j] === '{') depth++;
    else if (f[j] === '}' && --depth === 0) break;
  }
  const head = f.slice(0, i);
  const inner = f.slice(i + 1, j);
  const tail = f.slice(j + 1);
  const parts: string[] = [];
  let cur = '';
  depth = 0;
  for (const ch of inner) {
    if (ch === ',' && depth === 0) { parts.push(cur); cur = ''; continue; }
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    cur += ch;
  }
  parts.push(cur);
  return parts.flatMap((p) => expandGroups(p).flatMap((e) => expandGroups(`${head}.${e}${tail}`)));
}

/** The fields of one path, each with the leaves it stands for. */
export function serviceFields(list: readonly { field: string }[]): ServiceField[] {
  const out: ServiceField[] = [];
  const all = list.flatMap((x) => expandGroups(x.field));
  for (const { field } of list) {
    for (const leaf of expandGroups(field)) {
      if (leaf.endsWith('.*')) {
        const who = leaf.slice(0, -2);
        const model = all.find((l) => !l.startsWith(`${who}.`) && l.includes('.') && !l.endsWith('.*'))!.split('.')[0];
        const leaves = all.filter((l) => l.startsWith(`${model}.`)).map((l) => [who, ...l.split('.').slice(1)]);
        out.push({ field: leaf, leaves });
      } else if (leaf.includes('<who>')) {
        out.push({ field: leaf, leaves: ['boy', 'girl'].map((w) => leaf.replace('<who>', w).split('.')) });
      } else {
        out.push({ field: leaf, leaves: [leaf.split('.')] });
      }
    }
  }
  return out;
}

type Schema = Record<string, any>;

function deref(s: Schema | undefined, root: Schema): Schema | undefined {
  let x = s;
  for (let n = 0; x && x.$ref && n < 20; n++) {
    x = (x.$ref as string).replace(/^#\//, '').split('/').reduce((o: any, k) => o?.[k], root);
  }
  return x;
}

/** The object (or array) alternatives of a schema: anyOf/oneOf branches flattened. */
function branches(s: Schema | undefined, root: Schema): Schema[] {
  const x = deref(s, root);
  if (!x) return [];
  const alts = x.anyOf ?? x.oneOf;
  if (alts) return alts.flatMap((a: Schema) => branches(a, root));
  if (x.allOf) return x.allOf.flatMap((a: Schema) => branches(a, root));
  return [x];
}

const isPlaceholder = (seg: string) => /^<[^>]+>$/.test(seg);

/** The field is declared (and required) at that place in the response schema. */
export function inSchema(schema: Schema | undefined, segs: string[], root: Schema): boolean {
  if (segs.length === 0) return true;
  const [seg, ...rest] = segs;
  const array = seg.endsWith('[]');
  const name = array ? seg.slice(0, -2) : seg;
  return branches(schema, root).some((s) => {
    let child: Schema | undefined;
    if (name === '') child = s;
    else if (isPlaceholder(name)) {
      child = s.type === 'array' ? s.items : s.additionalProperties && typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
      if (!child && s.properties) return Object.values(s.properties).every((p) => inSchema(p as Schema, rest, root)) && Object.keys(s.properties).length > 0;
    } else {
      if (!s.properties || !(name in s.properties) || !(s.required ?? []).includes(name)) return false;
      child = s.properties[name];
    }
    if (!child) return false;
    if (array) return branches(child, root).some((c) => c.type === 'array' && inSchema(c.items, rest, root));
    return inSchema(child, rest, root);
  });
}

/** The field is in the live answer (falling back to the schema where the answer is empty or null). */
export function present(value: unknown, schema: Schema | undefined, segs: string[], root: Schema): boolean {
  if (segs.length === 0) return value !== undefined;
  const [seg, ...rest] = segs;
  const array = seg.endsWith('[]');
  const name = array ? seg.slice(0, -2) : seg;
  const objBranch = () => branches(schema, root).find((b) => b.type === 'object' || b.properties);
  let child: unknown;
  let childSchema: Schema | undefined;
  if (name === '') { child = value; childSchema = schema; }
  else if (isPlaceholder(name)) {
    const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
    if (entries.length === 0) return inSchema(schema, segs, root);
    const s = branches(schema, root).find((b) => b.type === 'array' || b.additionalProperties || b.properties);
    return entries.every((v, i) => present(v, s?.type === 'array' ? s.items : s?.additionalProperties ?? s?.properties?.[Object.keys(value as object)[i]], rest, root));
  } else {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    if (!(name in (value as object))) return false;
    child = (value as Record<string, unknown>)[name];
    childSchema = objBranch()?.properties?.[name];
  }
  if (array) {
    if (!Array.isArray(child)) return false;
    const items = branches(childSchema, root).find((b) => b.type === 'array')?.items;
    if (child.length === 0) return rest.length === 0 || inSchema(items, rest, root);
    return child.every((v) => present(v, items, rest, root));
  }
  if (rest.length && child === null) return inSchema(childSchema, rest, root);
  return present(child, childSchema, rest, root);
}
