import type { ComponentType } from 'react';
import { SelectField, type SelectFieldProps } from './select-field';

/**
 * Controls that differ between the server-rendered shell and the live
 * calculator. The shell draws a native select showing the chosen option; the
 * island passes `liveControls` (./live-controls), whose searchable select is
 * loaded with it, so the shell's page never ships that code.
 */
export interface CalculatorControls {
  /** For long lists: languages, locations, countries. */
  SearchSelect: ComponentType<SelectFieldProps>;
}

export const shellControls: CalculatorControls = { SearchSelect: SelectField };
