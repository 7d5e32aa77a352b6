/** zod schemas as the JSON Schema of an OpenAPI 3.1 document. */
import { z } from 'zod';
import type { JsonSchema } from './types';

/** The JSON Schema of what a caller sends (`input`) or receives (`output`), without its `$schema` line. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON Schema form; the document shows the shape, the handler still checks them.
  const converted: JsonSchema = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  delete converted.$schema;
  return converted;
}

/** Each property of an object schema as an OpenAPI parameter in `where`. */
export function parametersOf(schema: z.ZodObject, where: 'path' | 'query', skip: readonly string[] = []) {
  const converted = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(converted.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || (converted.required ?? []).includes(name),
      schema: property,
    }));
}
