import type * as z from 'zod/mini';

/** The schema inside an optional or defaulted field of the engine's input schema (zod/mini has no `.unwrap()`). */
export function unwrap<Inner>(schema: { _zod: { def: { innerType: Inner } } }): Inner {
  return schema._zod.def.innerType;
}

/*
 * Calculator state in the URL query, so that a quote can be shared and reopened.
 * Each calculator owns the keys that start with its prefix (several can share
 * a page); each field has a codec that validates what it reads, so a bad or
 * stale value is dropped and the field keeps its default.
 */

export interface Codec<T> {
  /** The key after the calculator's prefix: `from` in `doc-from`. */
  key: string;
  /** The value, or undefined when the text is not a valid value. */
  parse(raw: string): T | undefined;
  format(value: T): string;
}

export type StateCodecs<S> = { [K in keyof S]: Codec<S[K]> };

/** Reads a calculator's state from the query: valid values override the defaults, anything else is ignored. */
export function readState<S extends object>(params: URLSearchParams, prefix: string, codecs: StateCodecs<S>, defaults: S): S {
  const state = { ...defaults };
  for (const field in codecs) {
    const codec = codecs[field];
    const raw = params.get(prefix + codec.key);
    if (raw === null) continue;
    const value = codec.parse(raw);
    if (value !== undefined) state[field] = value;
  }
  return state;
}

/**
 * Writes a calculator's state into a copy of the query, leaving other keys
 * alone; fields equal to their default are left out to keep links short.
 */
export function writeState<S extends object>(params: URLSearchParams, prefix: string, codecs: StateCodecs<S>, state: S, defaults: S): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const field in codecs) {
    const codec = codecs[field];
    const text = codec.format(state[field]);
    if (text === '' || text === codec.format(defaults[field])) next.delete(prefix + codec.key);
    else next.set(prefix + codec.key, text);
  }
  return next;
}

const identity = (value: string) => value;

/**
 * A text value checked by a zod schema (usually a field of the engine's input schema). Codecs take
 * their schema as a getter, called when a value is first read: building the engine's schemas when a
 * calculator's module loads is start-up work for a query that is usually empty.
 */
export function schemaCodec<T extends string>(key: string, schema: () => z.ZodMiniType<T>, accept: (value: T) => boolean = () => true): Codec<T> {
  return {
    key,
    parse(raw) {
      const parsed = schema().safeParse(raw);
      return parsed.success && accept(parsed.data) ? parsed.data : undefined;
    },
    format: identity,
  };
}

/** One of a fixed list of values. */
export function choiceCodec<T extends string>(key: string, choices: readonly T[]): Codec<T> {
  return { key, parse: (raw) => choices.find((choice) => choice === raw), format: identity };
}

/** A whole number typed into a text field, kept as text in the state and validated by a schema. */
export function countCodec(key: string, schema: () => z.ZodMiniType<number>): Codec<string> {
  return {
    key,
    parse(raw) {
      if (!/^\d{1,9}$/.test(raw)) return undefined;
      const parsed = schema().safeParse(Number(raw));
      return parsed.success ? String(parsed.data) : undefined;
    },
    format: identity,
  };
}

/** A whole number chosen from a list (durations), validated by a schema. */
export function numberCodec(key: string, schema: () => z.ZodMiniType<number>): Codec<number> {
  return {
    key,
    parse(raw) {
      if (!/^\d{1,9}$/.test(raw)) return undefined;
      const parsed = schema().safeParse(Number(raw));
      return parsed.success ? parsed.data : undefined;
    },
    format: String,
  };
}

export function booleanCodec(key: string): Codec<boolean> {
  return {
    key,
    parse: (raw) => (raw === '1' ? true : raw === '0' ? false : undefined),
    format: (value) => (value ? '1' : '0'),
  };
}
