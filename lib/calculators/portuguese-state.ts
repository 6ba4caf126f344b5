import { portugueseQuoteInputSchema, type PortugueseQuoteInput } from '@/lib/pricing/input-schema';
import { portugueseDirections, portugueseVariants, type PortugueseDirection, type PortugueseVariant, type PriceTables } from '@/lib/pricing/table-schema';
import { addOnCodecs, addOnDefaults, addOnInput, type AddOnState } from './add-ons-state';
import { readCount } from './numbers';
import type { Problems } from './problems';
import { choiceCodec, schemaCodec, unwrap, type Codec, type StateCodecs } from './query';

type PortugueseTable = PriceTables['portugueseImmigration'];

export interface PortugueseState extends AddOnState {
  direction: PortugueseDirection;
  variant: PortugueseVariant;
  countryOfUse: string;
  /** Typed quantity per document id of the package (copies, or pages for a transcript). */
  quantities: Record<string, string>;
}

export const PORTUGUESE_PREFIX = 'pt-';

export function portugueseDefaults(table: PortugueseTable): PortugueseState {
  const first = table.documents[0];
  return normalizePortuguese(
    { direction: 'pt-en', variant: 'pt-BR', countryOfUse: 'US', quantities: first ? { [first.id]: '1' } : {}, ...addOnDefaults },
    table,
  );
}

/**
 * Keeps the country and variant consistent with the direction, as the
 * package table sets them: Portuguese to English is for the US in either
 * variant; English to Portuguese uses the variant of the country of use.
 */
export function normalizePortuguese(state: PortugueseState, table: PortugueseTable): PortugueseState {
  const { countries } = table.directions[state.direction];
  const destination = countries.find((country) => country.code === state.countryOfUse) ?? countries[0];
  if (!destination) return state;
  return { ...state, countryOfUse: destination.code, variant: destination.variant ?? state.variant };
}

const quantitySchema = () => unwrap(portugueseQuoteInputSchema().shape.documents._zod.def.element.shape.quantity);

/** `birth-certificate:2,diploma:1`: documents of the package with a valid quantity; the rest is dropped. */
function quantitiesCodec(table: PortugueseTable): Codec<Record<string, string>> {
  const known = new Set(table.documents.map((document) => document.id));
  return {
    key: 'docs',
    parse(raw) {
      const quantities: Record<string, string> = {};
      for (const part of raw.split(',')) {
        const [id = '', quantity = '1'] = part.split(':');
        const parsed = /^\d{1,4}$/.test(quantity) ? quantitySchema().safeParse(Number(quantity)) : undefined;
        if (known.has(id) && parsed?.success) quantities[id] = String(parsed.data);
      }
      return Object.keys(quantities).length > 0 ? quantities : undefined;
    },
    format(quantities) {
      return table.documents
        .flatMap((document) => {
          const typed = readCount(quantities[document.id] ?? '');
          return typed.kind === 'number' && typed.value > 0 ? [`${document.id}:${typed.value}`] : [];
        })
        .join(',');
    },
  };
}

export function portugueseCodecs(table: PortugueseTable): StateCodecs<PortugueseState> {
  const countries = new Set(portugueseDirections.flatMap((direction) => table.directions[direction].countries.map((country) => country.code)));
  return {
    direction: choiceCodec('direction', portugueseDirections),
    variant: choiceCodec('variant', portugueseVariants),
    countryOfUse: schemaCodec(
      'country',
      () => unwrap(portugueseQuoteInputSchema().shape.countryOfUse),
      (code) => countries.has(code),
    ),
    quantities: quantitiesCodec(table),
    ...addOnCodecs,
  };
}

export function portugueseInput(state: PortugueseState, table: PortugueseTable, problems: Problems): PortugueseQuoteInput {
  const documents = table.documents.flatMap((document) => {
    const typed = readCount(state.quantities[document.id] ?? '');
    if (typed.kind === 'invalid') problems[`quantity-${document.id}`] = 'whole-number';
    return typed.kind === 'number' && typed.value > 0 ? [{ type: document.id, quantity: typed.value }] : [];
  });
  return {
    direction: state.direction,
    variant: state.variant,
    countryOfUse: state.countryOfUse,
    documents,
    ...addOnInput(state, problems),
  };
}
