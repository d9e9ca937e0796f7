import { describe, expect, it } from 'vitest';
import { fieldRows, groupOperations, type OpenApiDocument, rulesOf, typeOf } from './openapi-model';

/** A small document in the shape /api/v1/openapi.json has: tags, a $ref'd parameter, nested bodies. */
const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1.0.0' },
  tags: [{ name: 'Calculations', description: 'Price a crew.' }, { name: 'Empty' }],
  security: [{ apiKey: [] }],
  components: {
    parameters: {
      IdempotencyKey: { name: 'Idempotency-Key', in: 'header', schema: { type: 'string', maxLength: 255 } },
    },
    schemas: { Money: { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'Dollars' } },
  },
  paths: {
    '/api/v1/states': { get: { tags: ['Reference data'], summary: 'The states' } },
    '/api/v1/calculations/{id}/submit': {
      post: {
        tags: ['Calculations'],
        summary: 'Send for approval',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 9 } },
          { $ref: '#/components/parameters/IdempotencyKey' } as never,
        ],
        responses: {
          '4xx': { description: 'Error' },
          '200': { content: { 'application/json': { schema: { type: 'object', properties: {} } } } },
        },
      },
    },
    '/api/v1/calculations': {
      post: {
        tags: ['Calculations'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['persons'],
                properties: {
                  name: { type: 'string', maxLength: 200 },
                  persons: {
                    type: 'array',
                    maxItems: 100,
                    items: {
                      type: 'object',
                      required: ['pay'],
                      properties: {
                        pay: {
                          type: 'object',
                          properties: {
                            rate: { $ref: '#/components/schemas/Money' },
                            kind: { type: 'string', enum: ['hourly', 'salary'] },
                          },
                        },
                      },
                    },
                  },
                  team: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe('the reference page’s reading of the OpenAPI document', () => {
  it('groups operations by tag in the document’s order, drops empty tags, keeps untagged ones after', () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => g.tag)).toEqual(['Calculations', 'Reference data']);
    expect(groups[0]!.description).toBe('Price a crew.');
    expect(groups[0]!.operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'POST /api/v1/calculations/{id}/submit',
      'POST /api/v1/calculations',
    ]);
  });

  it('resolves $ref parameters, orders answers success first, gives stable anchors', () => {
    const [submit] = groupOperations(doc)[0]!.operations;
    expect(submit!.id).toBe('post-calculations-id-submit');
    expect(submit!.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'header:Idempotency-Key']);
    expect(submit!.responses.map((r) => r.status)).toEqual(['200', '4xx']);
    expect(submit!.authenticated).toBe(true);
  });

  it('flattens a body into one row per field, nested under the parent’s path, with its rules', () => {
    const create = groupOperations(doc)[0]!.operations[1]!;
    const rows = fieldRows(doc, create.body!);
    expect(rows.map((r) => [r.name, r.type, r.required])).toEqual([
      ['name', 'string', false],
      ['persons', 'array of object', true],
      ['persons[].pay', 'object', true],
      ['persons[].pay.rate', 'string', false],
      ['persons[].pay.kind', 'string', false],
      ['team', 'integer or null', false],
    ]);
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName.name!.rules).toEqual(['0 to 200 characters']);
    expect(byName.persons!.rules).toEqual(['0 to 100 items']);
    expect(byName['persons[].pay.rate']!.description).toBe('Dollars');
    expect(byName['persons[].pay.kind']!.rules).toEqual(['one of "hourly", "salary"']);
    expect(rulesOf(doc, { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 })).toEqual(
      [],
    );
    expect(
      typeOf(doc, { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }),
    ).toBe('map of array of string');
  });
});
