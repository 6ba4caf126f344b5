'use client';

import { useCallback, useMemo } from 'react';
import type { LanguageOption, PlatformOption } from '@/lib/calculators/data';
import { DEFAULT_TIME_ZONE, todayIn } from '@/lib/calculators/dates';
import type { CalculatorPreset } from '@/lib/calculators/presets';
import { hasProblems, type Problems } from '@/lib/calculators/problems';
import { REMOTE_PREFIX, remoteCodecs, remoteDefaults, remoteInput, withSessionDate, type RemoteState } from '@/lib/calculators/remote-state';
import type { Messages } from '@/lib/i18n/translate';
import { quoteRemoteInterpretation } from '@/lib/pricing/remote';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { isValidTimeZone } from '@/lib/pricing/time-zone';
import { calculatorIds } from '@/lib/calculators/ids';
import { liveControls } from '../fields/live-controls';
import { useCalculatorBasics } from '../hooks/use-calculator-basics';
import { addressWith, useQueryState } from '../hooks/use-query-state';
import { LiveCalculator } from '../live-calculator';
import { describeOutcome } from '../outcome';
import { RemoteFields, type RemoteField } from './remote-fields';

export interface RemoteIslandProps {
  languages: LanguageOption[];
  platforms: PlatformOption[];
  tables: PriceTables;
  messages: Messages;
  preset: CalculatorPreset;
}

const fields: readonly RemoteField[] = ['mode', 'platform', 'language', 'date', 'startTime', 'timeZone'];
const fieldOf = (path: string): RemoteField | undefined => (path === 'durationMinutes' ? 'duration' : fields.find((field) => field === path));

/** The visitor's own time zone, when the browser reports a valid one. */
function visitorTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : undefined;
}

/** Remote interpretation: phone or video on demand, or a scheduled session on a meeting platform. */
export function RemoteIsland({ languages, platforms, tables, messages, preset }: RemoteIslandProps) {
  const id = calculatorIds.remote;
  const data = useMemo(() => ({ languages, platforms, tables, locations: [] }), [languages, platforms, tables]);
  const { t, base, ctx } = useCalculatorBasics(messages, data);
  const defaults = useMemo(() => remoteDefaults(platforms, preset), [platforms, preset]);
  const codecs = useMemo(() => remoteCodecs((slug) => slug !== 'english' && base.language(slug) !== undefined, platforms), [base, platforms]);
  const { state, update, touched } = useQueryState(REMOTE_PREFIX, codecs, defaults, (read) => {
    const zoned = read.timeZone ? read : { ...read, timeZone: visitorTimeZone() ?? DEFAULT_TIME_ZONE };
    return withSessionDate(zoned, new Date());
  });
  const onChange = useCallback((patch: Partial<RemoteState>) => update(patch, (next) => withSessionDate(next, new Date())), [update]);

  const { input, result, problems } = useMemo(() => {
    const found: Problems = {};
    const built = remoteInput(state, found);
    return { input: built, result: hasProblems(found) ? undefined : quoteRemoteInterpretation(built, ctx), problems: found };
  }, [state, ctx]);
  const outcome = describeOutcome(result, problems, t, fieldOf, (field: RemoteField) => touched.has(field));
  const quote = result?.ok ? result.quote : undefined;
  const shareUrl = () => addressWith(REMOTE_PREFIX, codecs, state, defaults);

  return (
    <LiveCalculator
      id={id}
      t={t}
      title={t('calculators.remote.title')}
      intro={t('calculators.remote.intro')}
      panel={outcome.panel}
      shareUrl={shareUrl}
      payload={quote && (() => ({ calculator: 'remote', input, quote, shareUrl: shareUrl() }))}
      fields={
        <RemoteFields
          id={id}
          controls={liveControls}
          state={state}
          languages={languages}
          platforms={platforms}
          tables={tables}
          t={t}
          onChange={onChange}
          errors={outcome.errors}
          minDate={todayIn(state.timeZone, ctx.now)}
        />
      }
    />
  );
}
