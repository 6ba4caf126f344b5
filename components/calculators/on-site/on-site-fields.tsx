import type { LanguageOption, LocationOption } from '@/lib/calculators/data';
import { onSiteDurations, onSiteModes, type OnSiteState } from '@/lib/calculators/on-site-state';
import { formatMinutes } from '@/lib/pricing/format';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { BOOKING_SETTINGS, bookingSettingLabels } from '@/lib/validation/forms/options';
import { fieldBinder } from '../bind';
import styles from '../calculator.module.css';
import { ChoiceGroup } from '../fields/choice-group';
import { shellControls } from '../fields/controls';
import { InterpretingLanguage } from '../fields/interpreting-language';
import { StartFields } from '../fields/start-fields';
import type { FieldsProps } from '../fields-props';
import { SelectField } from '../fields/select-field';
import { OnSiteRules } from './on-site-rules';

export type OnSiteField = 'language' | 'location' | 'date' | 'startTime' | 'durationMinutes' | 'mode' | 'setting';

interface Props extends FieldsProps<OnSiteState> {
  languages: readonly LanguageOption[];
  locations: readonly LocationOption[];
  tables: Pick<PriceTables, 'interpretation'>;
  /** The earliest date to offer (today at the location); unknown in the shell. */
  minDate?: string;
}

/** The on-site interpretation calculator's fields. */
export function OnSiteFields({ id, state, languages, locations, tables, t, onChange, errors, minDate, controls = shellControls }: Props) {
  const { SearchSelect } = controls;
  const bind = fieldBinder<OnSiteState>(onChange);
  const setDuration = bind('durationMinutes');
  const setSetting = bind('setting');
  const location = locations.find((entry) => entry.slug === state.location);
  const { teamInterpreting } = tables.interpretation.onSite;
  return (
    <>
      <div className={styles.row}>
        <InterpretingLanguage
          id={id}
          t={t}
          languages={languages}
          value={state.language}
          onChange={bind('language')}
          error={errors.language}
          controls={controls}
        />
        <SearchSelect
          id={`${id}-location`}
          label={t('calculators.onSite.location')}
          placeholder={t('calculators.onSite.chooseLocation')}
          options={locations.map((entry) => ({ value: entry.slug, label: entry.name }))}
          value={state.location}
          onChange={bind('location')}
          error={errors.location}
        />
      </div>
      <div className={styles.row}>
        <StartFields
          id={id}
          t={t}
          date={state.date}
          startTime={state.startTime}
          onDate={bind('date')}
          onTime={bind('startTime')}
          errors={errors}
          minDate={minDate}
          timeHint={location ? t('calculators.onSite.localTime', { location: location.name, zone: location.timeZone }) : t('calculators.onSite.localTimeAny')}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          id={`${id}-duration`}
          label={t('calculators.fields.duration')}
          options={onSiteDurations.map((minutes) => ({ value: String(minutes), label: formatMinutes(minutes) }))}
          value={String(state.durationMinutes)}
          onChange={setDuration && ((value) => setDuration(Number(value)))}
          error={errors.durationMinutes}
        />
        <SelectField
          id={`${id}-setting`}
          label={t('calculators.onSite.setting')}
          options={BOOKING_SETTINGS.map((setting) => ({ value: setting, label: bookingSettingLabels[setting] }))}
          value={state.setting}
          onChange={setSetting && ((value) => setSetting(BOOKING_SETTINGS.find((setting) => setting === value) ?? 'legal'))}
        />
      </div>
      <ChoiceGroup
        id={`${id}-mode`}
        legend={t('calculators.onSite.mode')}
        value={state.mode}
        onChange={bind('mode')}
        error={errors.mode}
        options={onSiteModes.map((mode) => ({
          value: mode,
          label: t(`calculators.onSite.mode_${mode}`),
          hint: t(`calculators.onSite.modeHint_${mode}`, { minutes: teamInterpreting.simultaneousOverMinutes, interpreters: teamInterpreting.interpreters }),
        }))}
      />
      <OnSiteRules tables={tables} t={t} />
    </>
  );
}
