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

type ObjectSchema = { properties?: Record<string, JsonSchema>; required?: string[]; anyOf?: ObjectSchema[] };

// A union of objects takes any of their properties; a property is required only when every branch requires it.
function mergedObject(schema: ObjectSchema): ObjectSchema {
  if (!schema.anyOf) return schema;
  const branches = schema.anyOf.map(mergedObject);
  return {
    properties: Object.assign({}, ...branches.map((b) => b.properties)),
    required: (branches[0]?.required ?? []).filter((name) => branches.every((b) => b.required?.includes(name))),
  };
}

/** Each property of an object schema (or a union of objects) as an OpenAPI parameter in `where`. */
export function parametersOf(schema: z.ZodType, where: 'path' | 'query' | 'header', skip: readonly string[] = []) {
  const converted = mergedObject(jsonSchema(schema, 'input') as ObjectSchema);
  return Object.entries(converted.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || (converted.required ?? []).includes(name),
      schema: property,
    }));
}
