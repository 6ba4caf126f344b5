import type { Translator } from '@/lib/i18n/translate';
import type { CalculatorControls } from './fields/controls';

/** What every calculator's field view takes; the shell passes no `onChange` and no `controls`. */
export interface FieldsProps<S> {
  /** Prefix of the fields' ids. */
  id: string;
  state: S;
  t: Translator;
  onChange?: (patch: Partial<S>) => void;
  /** Messages by field name. */
  errors: Partial<Record<string, string>>;
  /** The island's controls; the shell's by default. */
  controls?: CalculatorControls;
}
