import type { Problems } from '@/lib/calculators/problems';
import type { Translator } from '@/lib/i18n/translate';
import type { QuoteResult } from '@/lib/pricing/types';
import type { PanelState } from './quote-panel';

/**
 * What a calculator shows for one computation: the panel and the message of
 * each field. `result` is undefined when typed values could not be read, in
 * which case the engine was not asked.
 */
export interface Outcome<F extends string> {
  panel: PanelState;
  errors: Partial<Record<F | string, string>>;
}

function problemMessages(problems: Problems, t: Translator): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, code] of Object.entries(problems)) if (code) messages[field] = t(`calculators.problems.${code}`);
  return messages;
}

/**
 * Engine errors about a missing choice are prompts ("Choose a language"), not
 * alarms; they appear under a field only once the visitor has touched it.
 */
export function describeOutcome<F extends string>(
  result: QuoteResult | undefined,
  problems: Problems,
  t: Translator,
  fieldOf: (path: string) => F | undefined,
  touched: (field: F) => boolean,
): Outcome<F> {
  const errors: Partial<Record<string, string>> = problemMessages(problems, t);
  const firstProblem = Object.values(errors)[0];
  if (!result) return { panel: { kind: 'prompt', message: firstProblem ?? t('calculators.panel.fix') }, errors };
  if (result.ok) return { panel: { kind: 'quote', quote: result.quote }, errors };
  for (const [path, message] of Object.entries(result.error.fields ?? {})) {
    const field = fieldOf(path);
    if (field && touched(field)) errors[field] ??= message;
  }
  const panel: PanelState =
    result.error.code === 'invalid_input' ? { kind: 'prompt', message: result.error.message } : { kind: 'error', message: result.error.message };
  return { panel, errors };
}
