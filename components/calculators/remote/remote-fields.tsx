import type { LanguageOption, PlatformOption } from '@/lib/calculators/data';
import { usTimeZones } from '@/lib/calculators/dates';
import { isScheduled, meetingPlatforms, remoteTimings, type RemoteState } from '@/lib/calculators/remote-state';
import { remoteModes } from '@/lib/pricing/input-schema';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { fieldBinder } from '../bind';
import styles from '../calculator.module.css';
import { ChoiceGroup } from '../fields/choice-group';
import { shellControls } from '../fields/controls';
import { InterpretingLanguage } from '../fields/interpreting-language';
import { StartFields } from '../fields/start-fields';
import type { FieldsProps } from '../fields-props';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';

export type RemoteField = 'mode' | 'platform' | 'language' | 'date' | 'startTime' | 'timeZone' | 'duration';

interface Props extends FieldsProps<RemoteState> {
  languages: readonly LanguageOption[];
  platforms: readonly PlatformOption[];
  tables: Pick<PriceTables, 'interpretation'>;
  minDate?: string;
}

/** The remote interpretation calculator's fields. */
export function RemoteFields({ id, state, languages, platforms, tables, t, onChange, errors, minDate, controls = shellControls }: Props) {
  const bind = fieldBinder<RemoteState>(onChange);
  const { scheduled } = tables.interpretation.remote;
  const usZones = usTimeZones.map((entry) => ({ value: entry.zone, label: t(`calculators.zones.${entry.key}`) }));
  const ownZone =
    state.timeZone && !usZones.some((zone) => zone.value === state.timeZone) ? [{ value: state.timeZone, label: state.timeZone.replace(/_/g, ' ') }] : [];
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
        <InterpretingLanguage
          id={id}
          t={t}
          languages={languages}
          value={state.language}
          onChange={bind('language')}
          error={errors.language}
          controls={controls}
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
          <StartFields
            id={id}
            t={t}
            date={state.date}
            startTime={state.startTime}
            onDate={bind('date')}
            onTime={bind('startTime')}
            errors={errors}
            minDate={minDate}
          />
          <SelectField
            id={`${id}-tz`}
            label={t('calculators.remote.timeZone')}
            options={zones}
            value={state.timeZone}
            onChange={bind('timeZone')}
            error={errors.timeZone}
          />
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
