import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as the JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) of what a caller
 * sends (`input`) or receives (`output`). Checks zod cannot express (refinements) are left to
 * the server; its 400 names the field.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The properties of an object schema, each with whether it is required. */
export function fieldsOf(schema: z.ZodType): { name: string; schema: JsonSchema; required: boolean }[] {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, field]) => ({ name, schema: field, required: required.has(name) }));
}
