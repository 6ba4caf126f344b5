'use client';

import { SearchableSelect } from '@/components/ui/searchable-select';
import type { CalculatorControls } from './controls';
import { SelectField, type SelectFieldProps } from './select-field';

/** The shared searchable select, typed into to filter; the shell's native select becomes this in the island. */
function LiveSearchSelect({ id, label, hint, error, options, value, onChange, placeholder, disabled }: SelectFieldProps) {
  if (!onChange)
    return <SelectField id={id} label={label} options={options} value={value} placeholder={placeholder} hint={hint} error={error} disabled={disabled} />;
  return (
    <SearchableSelect
      id={id}
      label={label}
      hint={hint}
      error={error}
      options={options}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}

export const liveControls: CalculatorControls = { SearchSelect: LiveSearchSelect };
