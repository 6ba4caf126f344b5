'use client';

import { useImperativeHandle, useRef, type Ref } from 'react';
import Select, { type SelectInstance } from 'react-select';
import { SelectUiContext } from './select-context';
import { SelectStyles } from './select-styles';
import type { SelectOption } from './select-options';
import { useSelectBase, type SelectControlProps } from './use-select-base';

export type MultiSelectControlProps = SelectControlProps & {
  value: readonly string[];
  onChange: (values: string[]) => void;
  ref?: Ref<{ focus(): void }>;
};

/** The heavy half of MultiSelect: react-select with search and several values, each removable by button. */
export function MultiSelectControl({ value, onChange, ref, ...base }: MultiSelectControlProps) {
  const select = useRef<SelectInstance<SelectOption, true>>(null);
  useImperativeHandle(ref, () => ({ focus: () => select.current?.focus() }), []);
  const { selectProps, byValue, context } = useSelectBase<true>(base, (removed) => {
    onChange(value.filter((kept) => kept !== removed));
    select.current?.focus();
  });
  const chosen = value.map((v) => byValue.get(v)).filter((option): option is SelectOption => option !== undefined);

  return (
    <SelectUiContext value={context}>
      <SelectStyles>
        <Select<SelectOption, true>
          {...selectProps}
          ref={select}
          isMulti
          closeMenuOnSelect={false}
          value={chosen}
          onChange={(options) => onChange(options.map((option) => option.value))}
        />
      </SelectStyles>
    </SelectUiContext>
  );
}
