/** The OpenAPI 3.1 document, generated from the registry (zod 4 emits JSON Schema 2020-12). */
import { z } from 'zod';
import { localizeJsonSchema } from './localize';
import { STRICT_DESCRIPTION, STRICT_PARAM } from './query';
import type { BuildInfo, Endpoint } from './registry';

const errorEnvelope = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'request_id'],
      properties: {
        code: { type: 'string', enum: ['missing_param', 'invalid_param', 'not_found', 'method_not_allowed', 'unsupported_location', 'unauthorized', 'trial_exhausted', 'rate_limited', 'internal_error', 'bad_request', 'uri_too_long', 'headers_too_large'] },
        message: { type: 'string' },
        request_id: { type: 'string' },
        top_up_url: { type: 'string', description: 'Only on 402: where credits can be added (the app\'s local billing page)' },
        details: {
          type: 'array',
          items: { type: 'object', required: ['param', 'problem'], properties: { param: { type: 'string' }, problem: { type: 'string' } } },
        },
      },
    },
  },
};

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

const schemaCache = new WeakMap<z.ZodType, unknown>();
function jsonSchemaOf(schema: z.ZodType, localized: boolean): unknown {
  let s = schemaCache.get(schema);
  if (!s) {
    s = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io: 'output' });
    delete (s as Record<string, unknown>).$schema;
    schemaCache.set(schema, s);
  }
  return localized ? localizeJsonSchema(s) : s;
}

export function buildOpenApi(endpoints: readonly Endpoint[], build: BuildInfo): unknown {
  const paths: Record<string, unknown> = {};
  for (const e of endpoints) {
    const parameters: Record<string, unknown>[] = [];
    for (const [name, p] of Object.entries(e.params)) {
      parameters.push({
        name, in: p.in, required: p.in === 'path' ? true : p.required, description: p.description + (p.aliases?.length ? ` (also accepted as ${p.aliases.join(', ')})` : ''),
        schema: p.schema, example: p.example,
      });
      // Every accepted spelling is documented. An alias has the parameter's type and rules but
      // no default or example of its own (the default belongs to the parameter); giving both
      // spellings is a 400, as is any repeated parameter.
      for (const alias of p.aliases ?? []) {
        const { default: _d, enum: values, ...rules } = p.schema;
        parameters.push({
          name: alias, in: p.in, required: false, 'x-alias-of': name,
          description: `Alias of ${name} (the same parameter; give one or the other)${values ? `: one of ${values.join(', ')}` : ''}. ${p.description}`,
          schema: rules,
        });
      }
    }
    parameters.push({ name: STRICT_PARAM, in: 'query', required: false, description: STRICT_DESCRIPTION, schema: { type: 'boolean', default: true }, example: true });
    const responses: Record<string, unknown> = {
      200: {
        description: 'Success',
        content: {
          'application/json': { schema: jsonSchemaOf(e.response, e.localeParam !== null) },
          // An endpoint whose `format` parameter offers pdf answers that as a PDF document.
          ...(e.params.format?.schema.enum?.includes('pdf') ? { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } : {}),
        },
      },
      400: errorRef('missing_param or invalid_param; error.details names each parameter and the rule. Also invalid_param: an unknown parameter (with the nearest known name), a repeated one, a time-zone abbreviation'),
      404: errorRef('not_found: unknown path or path value'),
      405: errorRef('method_not_allowed: only GET'),
      414: errorRef('uri_too_long: the URL is longer than 16384 characters'),
      422: errorRef('unsupported_location: the method cannot work at this place'),
    };
    if (e.credits > 0) {
      responses[401] = errorRef('unauthorized: key missing or invalid');
      responses[402] = errorRef('trial_exhausted: balance below the cost; error.top_up_url');
      responses[429] = errorRef('rate_limited: the message states the seconds to wait; Retry-After header');
    }
    paths[e.path] = {
      get: {
        operationId: e.path.replace(/^\/v1\//, '').replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+/g, '_'),
        summary: e.summary,
        description: [e.description, `Credits: ${e.credits}.`, e.inCatalog ? '' : 'Akasha extension (not in the spec catalog).'].filter(Boolean).join('\n\n'),
        tags: [e.family],
        'x-credits': e.credits,
        parameters,
        security: e.credits > 0 ? [{ bearer: [] }] : [],
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Akasha /v1', version: build.apiVersion,
      description: 'Offline-first Vedic astrology API: the same router answers in the browser\'s service worker and in Node. Build ' + build.commit,
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API key>' } },
      schemas: { ErrorEnvelope: errorEnvelope },
    },
    paths,
  };
}
