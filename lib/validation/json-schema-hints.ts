import { z } from 'zod';

/**
 * JSON Schema for the rules' own schemas (`oneOf`, `file`), which are `z.custom` with checks that
 * are functions, so `z.toJSONSchema` cannot describe them. The OpenAPI document reads this
 * registry (server/openapi/schemas.ts) and refuses any custom schema that is not in it.
 */
export const ruleJsonSchemas = z.registry<{ jsonSchema: z.core.JSONSchema.BaseSchema }>();
