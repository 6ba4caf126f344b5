import { z } from 'zod';

/**
 * The contract's named schemas, with the id and description an OpenAPI document gives its
 * components (`z.toJSONSchema(apiSchemas)` writes them all, cross-referenced by id). A registry of
 * its own rather than zod's global one: Fastify's response serializers are compiled from the same
 * schemas, and there ids would become `$ref`s.
 */
export const apiSchemas = z.registry<{ id: string; description: string }>();

export function named<S extends z.ZodType>(id: string, description: string, schema: S): S {
  apiSchemas.add(schema, { id, description });
  return schema;
}
