import { z } from 'zod';
import { type Operation, errorSchemas, operations } from './operations.ts';

let cached: object | undefined;

/** The OpenAPI 3.1 document of the API, generated from the contract's zod schemas (zod 4's JSON Schema output). */
export function openApiDocument(): object {
  cached ??= build();
  return cached;
}

function build(): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operation(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gamelle shop API',
      version: '2.0.0',
      description:
        'Shop API (JSON-LD, Sylius shapes; PATCH takes application/merge-patch+json), content API, search and images. ' +
        'Every call accepts `channelCode` and `locale` query parameters. Money is integer cents.',
    },
    servers: [{ url: '/' }],
    tags: [
      'Cart',
      'Checkout',
      'Order',
      'Payment',
      'Customer',
      'Address',
      'Subscription',
      'Pet',
      'Store',
      'Channel',
      'Content',
      'Search',
      'Images',
    ].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.fromEntries(
        Object.entries(errorSchemas).map(([name, schema]) => [name, jsonSchema(schema, 'output')]),
      ),
    },
  };
}

function operation(op: Operation): object {
  const parameters = [
    ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(op.query ?? ['channelCode', 'locale']).map((name) => ({
      name,
      in: 'query',
      required: false,
      schema: { type: 'string' },
    })),
  ];
  const responses: Record<string, object> = {};
  for (const [status, schema] of Object.entries(op.responses))
    responses[status] = schema
      ? { description: 'OK', content: { 'application/ld+json': { schema: jsonSchema(schema, 'output') } } }
      : { description: 'No body' };
  const error = (name: keyof typeof errorSchemas, description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
  });
  if (op.body) {
    responses['400'] =
      op.invalidBodyStatus === 400
        ? {
            description: 'Malformed JSON (HydraError) or invalid fields (ConstraintViolationList)',
            content: {
              'application/json': {
                schema: {
                  oneOf: [
                    { $ref: '#/components/schemas/HydraError' },
                    { $ref: '#/components/schemas/ConstraintViolationList' },
                  ],
                },
              },
            },
          }
        : error('HydraError', 'Malformed JSON');
    responses['413'] = op.multipartBody
      ? error('ConstraintViolationList', 'JSON body over 64 KiB, or a file over its limit (file_too_large)')
      : error('HydraError', 'Body over 64 KiB');
    if (op.invalidBodyStatus !== 400) responses['422'] = error('ConstraintViolationList', 'Invalid fields');
  }
  if (op.auth) responses['401'] = error('Unauthorized', 'Missing, expired or invalid token');
  if (op.path.includes('{'))
    responses['404'] = error('HydraError', 'Not found (also for another customer’s resources)');
  if (op.owned?.otherCustomerStatus === 403) responses['403'] = error('HydraError', 'Another customer’s order');
  return {
    tags: [op.tag],
    summary: op.summary,
    operationId: `${op.method}${op.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
    parameters,
    ...(op.owned ? { 'x-owned-by': 'customer', 'x-other-customer-status': op.owned.otherCustomerStatus } : {}),
    ...(op.auth ? { security: op.auth === 'required' ? [{ bearer: [] }] : [{}, { bearer: [] }] } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              [op.method === 'patch' ? 'application/merge-patch+json' : 'application/json']: {
                schema: jsonSchema(op.body, 'input'),
              },
              ...(op.multipartBody ? { 'multipart/form-data': { schema: jsonSchema(op.multipartBody, 'input') } } : {}),
            },
          },
        }
      : {}),
    responses,
  };
}

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a contract schema; what it cannot say (custom checks) stays open. */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): object {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}
