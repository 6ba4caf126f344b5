import { documentQuoteInputSchema, turnaroundOptions, type TurnaroundOption } from '@/lib/pricing/input-schema';
import { hardCopyOptions, type HardCopyOption } from '@/lib/pricing/table-schema';
import { readCount } from './numbers';
import type { Problems } from './problems';
import { booleanCodec, choiceCodec, countCodec, unwrap, type StateCodecs } from './query';

/** Turnaround and the add-ons shared by certified translation and the Portuguese package. */
export interface AddOnState {
  turnaround: TurnaroundOption;
  notarization: boolean;
  /** Typed text; a whole number of documents to apostille. */
  apostilles: string;
  hardCopy: 'none' | HardCopyOption;
}

export const hardCopyChoices = ['none', ...hardCopyOptions] as const;

export const addOnDefaults: AddOnState = { turnaround: 'standard', notarization: false, apostilles: '0', hardCopy: 'none' };

export const addOnCodecs: StateCodecs<AddOnState> = {
  turnaround: choiceCodec('turnaround', turnaroundOptions),
  notarization: booleanCodec('notarize'),
  apostilles: countCodec('apostilles', () => unwrap(documentQuoteInputSchema().shape.apostilles)),
  hardCopy: choiceCodec('mail', hardCopyChoices),
};

/** The add-on part of an engine input; an unreadable apostille count is reported and priced as none. */
export function addOnInput(state: AddOnState, problems: Problems) {
  const apostilles = readCount(state.apostilles);
  if (apostilles.kind === 'invalid') problems.apostilles = 'whole-number';
  return {
    turnaround: state.turnaround,
    notarization: state.notarization,
    apostilles: apostilles.kind === 'number' ? apostilles.value : 0,
    hardCopy: state.hardCopy,
  };
}
