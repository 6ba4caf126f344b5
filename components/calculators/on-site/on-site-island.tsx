'use client';

import { useMemo } from 'react';
import type { LanguageOption, LocationOption } from '@/lib/calculators/data';
import { DEFAULT_TIME_ZONE, suggestedBookingDate, todayIn } from '@/lib/calculators/dates';
import type { CalculatorPreset } from '@/lib/calculators/presets';
import { ON_SITE_PREFIX, onSiteCodecs, onSiteDefaults, onSiteInput, type OnSiteState } from '@/lib/calculators/on-site-state';
import type { Messages } from '@/lib/i18n/translate';
import { quoteOnSiteInterpretation } from '@/lib/pricing/on-site';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { calculatorIds } from '@/lib/calculators/ids';
import { liveControls } from '../fields/live-controls';
import { useCalculatorBasics } from '../hooks/use-calculator-basics';
import { addressWith, useQueryState } from '../hooks/use-query-state';
import { LiveCalculator } from '../live-calculator';
import { describeOutcome } from '../outcome';
import { OnSiteFields, type OnSiteField } from './on-site-fields';

export interface OnSiteIslandProps {
  languages: LanguageOption[];
  locations: LocationOption[];
  tables: PriceTables;
  messages: Messages;
  preset: CalculatorPreset;
}

const fields: readonly OnSiteField[] = ['language', 'location', 'date', 'startTime', 'durationMinutes', 'mode'];
const fieldOf = (path: string) => fields.find((field) => field === path);

/** On-site interpretation: language, location, local start, duration and mode, with every surcharge explained. */
export function OnSiteIsland({ languages, locations, tables, messages, preset }: OnSiteIslandProps) {
  const id = calculatorIds['on-site'];
  const data = useMemo(() => ({ languages, locations, tables, platforms: [] }), [languages, locations, tables]);
  const { t, base, ctx } = useCalculatorBasics(messages, data);
  const defaults = useMemo(() => onSiteDefaults(preset), [preset]);
  const codecs = useMemo(
    () =>
      onSiteCodecs(
        (slug) => slug !== 'english' && base.language(slug) !== undefined,
        (slug) => base.location(slug) !== undefined,
      ),
    [base],
  );
  const zoneOf = (state: OnSiteState) => base.location(state.location)?.timeZone ?? DEFAULT_TIME_ZONE;
  const { state, update, touched } = useQueryState(ON_SITE_PREFIX, codecs, defaults, (read) =>
    read.date ? read : { ...read, date: suggestedBookingDate(zoneOf(read), new Date()) },
  );

  const { input, result } = useMemo(() => {
    const built = onSiteInput(state);
    return { input: built, result: quoteOnSiteInterpretation(built, ctx) };
  }, [state, ctx]);
  const outcome = describeOutcome(result, {}, t, fieldOf, (field: OnSiteField) => touched.has(field));
  const quote = result.ok ? result.quote : undefined;
  const shareUrl = () => addressWith(ON_SITE_PREFIX, codecs, state, defaults);

  return (
    <LiveCalculator
      id={id}
      t={t}
      title={t('calculators.onSite.title')}
      intro={t('calculators.onSite.intro')}
      panel={outcome.panel}
      shareUrl={shareUrl}
      payload={quote && (() => ({ calculator: 'on-site', input, quote, setting: state.setting, shareUrl: shareUrl() }))}
      fields={
        <OnSiteFields
          id={id}
          controls={liveControls}
          state={state}
          languages={languages}
          locations={locations}
          tables={tables}
          t={t}
          onChange={update}
          errors={outcome.errors}
          minDate={todayIn(zoneOf(state), ctx.now)}
        />
      }
    />
  );
}
