'use client';

import { useImperativeHandle, useRef, type Ref } from 'react';
import Select, { type SelectInstance } from 'react-select';
import { SelectUiContext } from './select-context';
import { SelectStyles } from './select-styles';
import type { SelectOption } from './select-options';
import { useSelectBase, type SelectControlProps } from './use-select-base';

export type SingleSelectControlProps = SelectControlProps & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<{ focus(): void }>;
};

/** The heavy half of SearchableSelect: react-select with search, one value. */
export function SingleSelectControl({ value, onChange, ref, ...base }: SingleSelectControlProps) {
  const select = useRef<SelectInstance<SelectOption, false>>(null);
  useImperativeHandle(ref, () => ({ focus: () => select.current?.focus() }), []);
  const { selectProps, byValue, context } = useSelectBase<false>(base, () => onChange(''));

  return (
    <SelectUiContext value={context}>
      <SelectStyles>
        <Select<SelectOption, false> {...selectProps} ref={select} value={byValue.get(value) ?? null} onChange={(option) => onChange(option?.value ?? '')} />
      </SelectStyles>
    </SelectUiContext>
  );
}
