import { z } from 'zod';
import { apiSchemas } from '@/lib/api/contract/registry';
import { ruleJsonSchemas } from '@/lib/validation/json-schema-hints';

/*
 * The contract's zod schemas as JSON Schema 2020-12, the dialect of OpenAPI 3.1. Each schema is
 * converted on its own; the named ones (`apiSchemas`, with id and description) come out as
 * `$defs`, which are gathered into `components.schemas` and referred to from there.
 */

/** A JSON Schema (or any part of the document) as plain JSON. */
export type JsonSchema = Record<string, unknown>;

/** Which side of a schema goes over the wire: what a client sends, or what the server answers. */
export type Side = 'request' | 'response';

const componentRef = (id: string) => `#/components/schemas/${id}`;

const jsonSchemaObject = z.record(z.string(), z.unknown());

/** A converted schema (plain JSON) with its `$ref: '#/$defs/X'` pointing at `#/components/schemas/X` instead. */
function relocated(schema: unknown): JsonSchema {
  return jsonSchemaObject.parse(JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')));
}

/**
 * An object schema that strips unknown keys (zod's default) never answers with them: a response
 * is closed (`additionalProperties: false`), so an undocumented field fails the contract tests.
 * zod closes such objects itself on the output side; the staff answers are written from the
 * input side of their codecs (Date → ISO string), where it does not.
 */
function closeStrippedObjects(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  const { def } = ctx.zodSchema._zod;
  if (def.type === 'object' && def.catchall === undefined) ctx.jsonSchema.additionalProperties = false;
}

/** `.readonly()` is immutability in TypeScript, not OpenAPI's "sent by the server only". */
function dropReadOnly(ctx: { jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  delete ctx.jsonSchema.readOnly;
}

/** The rules' custom schemas (`oneOf`, `file`) from their registry; any other custom schema fails the document. */
function describeCustom(ctx: { zodSchema: z.core.$ZodType; path: (string | number)[]; message: string }): z.core.JSONSchema.BaseSchema {
  const hint = ruleJsonSchemas.get(ctx.zodSchema);
  if (hint === undefined)
    throw new Error(`${ctx.message} (at ${ctx.path.join('.') || 'the root'}): give it a JSON Schema in lib/validation/json-schema-hints.ts`);
  return hint.jsonSchema;
}

export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly written = new Map<string, string>();

  /**
   * The JSON Schema of `schema` as `side` sees it: requests from zod's input side; responses
   * from the side that is serialised (`output` for the public routes, `input` for the staff
   * routes' codecs), closed. Named schemas inside become `$ref`s to components.
   */
  convert(schema: z.ZodType, side: Side, io: 'input' | 'output' = side === 'request' ? 'input' : 'output'): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      metadata: apiSchemas,
      unrepresentable: describeCustom,
      override: (ctx) => {
        dropReadOnly(ctx);
        if (side === 'response') closeStrippedObjects(ctx);
      },
    });
    const { $schema: _dialect, $defs: defs = {}, ...root } = converted;
    for (const [id, def] of Object.entries(defs)) this.add(id, relocated(def));
    return relocated(root);
  }

  /** A named schema, once; the same id with another shape (a request and a response that differ) fails the document. */
  private add(id: string, def: JsonSchema): void {
    if (id.startsWith('__')) throw new Error(`An unnamed schema was extracted as ${id}: name it with named() in lib/api/contract`);
    const text = JSON.stringify(def);
    const known = this.written.get(id);
    if (known !== undefined && known !== text) throw new Error(`The schema ${id} is written two ways (request and response?): name each side on its own`);
    this.written.set(id, text);
    this.schemas[id] = def;
  }

  ref(id: string): JsonSchema {
    if (this.schemas[id] === undefined) throw new Error(`No component schema ${id}`);
    return { $ref: componentRef(id) };
  }
}
