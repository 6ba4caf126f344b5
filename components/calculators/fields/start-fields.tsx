import { quarterHourTimes, twelveHourTime } from '@/lib/calculators/dates';
import type { Translator } from '@/lib/i18n/translate';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface Props {
  id: string;
  t: Translator;
  date: string;
  startTime: string;
  onDate?: (date: string) => void;
  onTime?: (time: string) => void;
  errors: Partial<Record<string, string>>;
  /** The earliest date to offer; unknown in the shell. */
  minDate?: string;
  /** Says which time zone the start is in. */
  timeHint?: string;
}

/** A booking's date and its start time in 15-minute steps. */
export function StartFields({ id, t, date, startTime, onDate, onTime, errors, minDate, timeHint }: Props) {
  return (
    <>
      <TextField id={`${id}-date`} type="date" label={t('calculators.fields.date')} min={minDate} value={date} onChange={onDate} error={errors.date} />
      <SelectField
        id={`${id}-time`}
        label={t('calculators.fields.startTime')}
        hint={timeHint}
        options={quarterHourTimes.map((time) => ({ value: time, label: twelveHourTime(time) }))}
        value={startTime}
        onChange={onTime}
        error={errors.startTime}
      />
    </>
  );
}
