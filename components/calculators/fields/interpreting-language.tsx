import type { LanguageOption } from '@/lib/calculators/data';
import type { Translator } from '@/lib/i18n/translate';
import type { CalculatorControls } from './controls';

interface Props {
  id: string;
  t: Translator;
  languages: readonly LanguageOption[];
  value: string;
  onChange?: (slug: string) => void;
  error?: string;
  controls: CalculatorControls;
}

/** The language interpreted to and from English (English itself is not in the list). */
export function InterpretingLanguage({ id, t, languages, value, onChange, error, controls }: Props) {
  const { SearchSelect } = controls;
  return (
    <SearchSelect
      id={`${id}-language`}
      label={t('calculators.interpreting.language')}
      placeholder={t('calculators.fields.chooseLanguage')}
      options={languages.map((language) => ({ value: language.slug, label: language.name }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
