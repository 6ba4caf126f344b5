import type { Ref } from 'react';
import type { ControlledFieldProps, FieldControlProps } from './field';
import { fieldIds } from './field-ids';
import type { SelectOption } from './select-options';
import type { SelectControlProps } from './use-select-base';

/** What both searchable selects take besides value and onChange. */
export type SelectFieldProps<Value, Change = Value> = ControlledFieldProps<Value, Change> & {
  options: readonly SelectOption[];
  /** For react-hook-form's `Controller` (`field.ref`): focuses the search input. */
  ref?: Ref<{ focus(): void }>;
};

/** The naming and state a lazy select control gets from its field. */
export function selectFieldWiring(id: string, field: FieldControlProps, error: string | undefined, required: boolean | undefined) {
  return {
    inputId: id,
    labelId: fieldIds(id).labelId,
    describedBy: field['aria-describedby'],
    invalid: Boolean(error),
    required,
  } satisfies Partial<SelectControlProps>;
}
