/**
 * The console's view of the registry: operations read from the OpenAPI document the router
 * generates (GET /v1/openapi.json), so the forms follow the param specs exactly.
 */
export interface ParamSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean';
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface OperationParam {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  description: string;
  schema: ParamSchema;
  example?: string | number | boolean;
}

export interface Operation {
  path: string;
  family: string;
  summary: string;
  credits: number;
  parameters: OperationParam[];
}

interface OpenApiDoc {
  paths: Record<string, { get: { summary: string; tags: string[]; 'x-credits': number; parameters: OperationParam[] } }>;
}

export function operationsOf(doc: unknown): Operation[] {
  const paths = (doc as OpenApiDoc).paths ?? {};
  return Object.entries(paths).map(([path, item]) => ({
    path,
    family: item.get.tags[0] ?? 'Other',
    summary: item.get.summary,
    credits: item.get['x-credits'],
    parameters: item.get.parameters ?? [],
  }));
}

/** Families in first-seen order, each with its operations. */
export function byFamily(ops: readonly Operation[]): Map<string, Operation[]> {
  const out = new Map<string, Operation[]>();
  for (const op of ops) {
    const list = out.get(op.family) ?? [];
    list.push(op);
    out.set(op.family, list);
  }
  return out;
}

/** The request URL for `values` (empty values are left out, so the API applies its defaults). */
export function requestUrl(op: Operation, values: Record<string, string>): string {
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const v = values[p.name] ?? '';
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(v));
    else if (v !== '') query.set(p.name, v);
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Initial form values: the example of every parameter (the registry requires one). */
export function exampleValues(op: Operation): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of op.parameters) {
    const example = p.example === undefined ? '' : String(p.example);
    // An enum matched case-insensitively (planet names): show the option it selects.
    const option = p.schema.enum?.map(String).find((v) => v === example) ?? p.schema.enum?.map(String).find((v) => v.toLowerCase() === example.toLowerCase());
    out[p.name] = option ?? example;
  }
  return out;
}
