'use client';

import { useMemo, useState } from 'react';
import type { ClassNamesConfig, GroupBase, Props } from 'react-select';
import type { SelectUiState } from './select-context';
import { createOptionFilter, type SelectOption } from './select-options';
import { selectComponents } from './select-parts';
import { cx } from './class-names';
import { uiMessages } from './ui-messages';
import styles from './select.module.css';

/** Props the lazy select controls receive from their light wrappers. */
export interface SelectControlProps {
  /** The search input's id (the label points at it); also react-select's stable `instanceId`. */
  inputId: string;
  labelId: string;
  options: readonly SelectOption[];
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Submits the value in a hidden input, for forms posted without JavaScript state. */
  name?: string;
  onBlur?: () => void;
}

type Group = GroupBase<SelectOption>;

function classNamesFor<IsMulti extends boolean>(invalid: boolean): ClassNamesConfig<SelectOption, IsMulti, Group> {
  return {
    container: () => cx(styles.container),
    control: ({ isFocused, isDisabled }) => cx(styles.control, isFocused && styles.focused, invalid && styles.invalid, isDisabled && styles.disabled),
    valueContainer: () => cx(styles.valueContainer),
    placeholder: () => cx(styles.placeholder),
    singleValue: () => cx(styles.singleValue),
    input: () => cx(styles.input),
    multiValue: () => cx(styles.multiValue),
    multiValueLabel: () => cx(styles.multiValueLabel),
    indicatorsContainer: () => cx(styles.indicators),
    indicatorSeparator: () => cx(styles.separator),
    dropdownIndicator: () => cx(styles.indicator),
    clearIndicator: () => cx(styles.indicator),
    menu: () => cx(styles.menu),
    menuList: () => cx(styles.menuList),
    option: ({ isFocused, isSelected }) => cx(styles.option, isFocused && styles.optionFocused, isSelected && styles.optionSelected),
    noOptionsMessage: () => cx(styles.notice),
  };
}

/**
 * The configuration both selects share: search with the 1000-option cap, the menu sizes, the
 * texts, the accessible naming and the custom parts. Returns react-select props, a lookup from
 * value to option, and the state the custom parts read from context.
 */
export function useSelectBase<IsMulti extends boolean>(props: SelectControlProps, remove: SelectUiState['remove']) {
  const { inputId, labelId, options, placeholder, describedBy, invalid = false, disabled, required, name, onBlur } = props;
  const search = useMemo(() => createOptionFilter(options), [options]);
  const [query, setQuery] = useState('');
  const limited = useMemo(() => search(query), [search, query]);
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const classNames = useMemo(() => classNamesFor<IsMulti>(invalid), [invalid]);
  const components = useMemo(() => selectComponents<IsMulti>(), []);

  const selectProps = {
    inputId,
    instanceId: inputId,
    name,
    'aria-labelledby': labelId,
    'aria-invalid': invalid || undefined,
    required,
    isDisabled: disabled,
    onBlur,
    options: limited.options,
    filterOption: null,
    onInputChange: (value: string) => setQuery(value),
    placeholder: placeholder ?? uiMessages.select.placeholder,
    noOptionsMessage: ({ inputValue }: { inputValue: string }) =>
      options.length === 0 || inputValue.trim() === '' ? uiMessages.select.empty : uiMessages.select.noMatch,
    maxMenuHeight: 240,
    menuPlacement: 'auto',
    unstyled: true,
    classNames,
    components,
  } satisfies Partial<Props<SelectOption, IsMulti, Group>>;

  const context: SelectUiState = { shown: limited.options.length, total: limited.total, describedBy, remove };
  return { selectProps, byValue, context };
}
