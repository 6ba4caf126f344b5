import type { LanguageOption, PlatformOption } from '@/lib/calculators/data';
import { quarterHourTimes, twelveHourTime, usTimeZones } from '@/lib/calculators/dates';
import { isScheduled, meetingPlatforms, remoteTimings, type RemoteState } from '@/lib/calculators/remote-state';
import type { Translator } from '@/lib/i18n/translate';
import { remoteModes } from '@/lib/pricing/input-schema';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { fieldBinder } from '../bind';
import styles from '../calculator.module.css';
import { ChoiceGroup } from '../fields/choice-group';
import { SearchSelect } from '../fields/search-select';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';

export type RemoteField = 'mode' | 'platform' | 'language' | 'date' | 'startTime' | 'timeZone' | 'duration';

interface Props {
  id: string;
  state: RemoteState;
  languages: readonly LanguageOption[];
  platforms: readonly PlatformOption[];
  tables: Pick<PriceTables, 'interpretation'>;
  t: Translator;
  onChange?: (patch: Partial<RemoteState>) => void;
  errors: Partial<Record<string, string>>;
  minDate?: string;
}

/** The remote interpretation calculator's fields. */
export function RemoteFields({ id, state, languages, platforms, tables, t, onChange, errors, minDate }: Props) {
  const bind = fieldBinder<RemoteState>(onChange);
  const { scheduled } = tables.interpretation.remote;
  const usZones = usTimeZones.map((entry) => ({ value: entry.zone, label: t(`calculators.zones.${entry.key}`) }));
  const ownZone = state.timeZone && !usZones.some((zone) => zone.value === state.timeZone) ? [{ value: state.timeZone, label: state.timeZone.replace(/_/g, ' ') }] : [];
  const zones = [...ownZone, ...usZones];
  return (
    <>
      <ChoiceGroup
        id={`${id}-mode`}
        legend={t('calculators.remote.mode')}
        value={state.mode}
        onChange={bind('mode')}
        error={errors.mode}
        options={remoteModes.map((mode) => ({ value: mode, label: t(`calculators.remote.mode_${mode}`), hint: t(`calculators.remote.modeHint_${mode}`) }))}
      />
      <div className={styles.row}>
        {state.mode === 'scheduled' ? (
          <SelectField
            id={`${id}-platform`}
            label={t('calculators.remote.platform')}
            options={meetingPlatforms(platforms).map((platform) => ({ value: platform.slug, label: platform.name }))}
            value={state.platform}
            onChange={bind('platform')}
            error={errors.platform}
          />
        ) : null}
        <SearchSelect
          id={`${id}-language`}
          label={t('calculators.interpreting.language')}
          placeholder={t('calculators.fields.chooseLanguage')}
          options={languages.map((language) => ({ value: language.slug, label: language.name }))}
          value={state.language}
          onChange={bind('language')}
          error={errors.language}
        />
      </div>
      {state.mode === 'scheduled' ? null : (
        <ChoiceGroup
          id={`${id}-when`}
          legend={t('calculators.remote.when')}
          value={state.timing}
          onChange={bind('timing')}
          options={remoteTimings.map((timing) => ({ value: timing, label: t(`calculators.remote.when_${timing}`) }))}
        />
      )}
      {isScheduled(state) ? (
        <div className={styles.row}>
          <TextField id={`${id}-date`} type="date" label={t('calculators.fields.date')} min={minDate} value={state.date} onChange={bind('date')} error={errors.date} />
          <SelectField
            id={`${id}-time`}
            label={t('calculators.fields.startTime')}
            options={quarterHourTimes.map((time) => ({ value: time, label: twelveHourTime(time) }))}
            value={state.startTime}
            onChange={bind('startTime')}
            error={errors.startTime}
          />
          <SelectField id={`${id}-tz`} label={t('calculators.remote.timeZone')} options={zones} value={state.timeZone} onChange={bind('timeZone')} error={errors.timeZone} />
        </div>
      ) : null}
      <TextField
        id={`${id}-minutes`}
        label={t('calculators.remote.duration')}
        hint={
          state.mode === 'scheduled'
            ? t('calculators.remote.durationScheduled', { minimum: scheduled.minimumMinutes, increment: scheduled.incrementMinutes })
            : t('calculators.remote.durationOnDemand')
        }
        inputMode="numeric"
        autoComplete="off"
        value={state.duration}
        onChange={bind('duration')}
        error={errors.duration}
      />
    </>
  );
}
