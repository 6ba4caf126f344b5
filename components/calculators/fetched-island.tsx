'use client';

import { use } from 'react';
import { QuoteRequestFormHost } from '@/components/forms/quote-request-form-host';
import type { CalculatorKind } from '@/lib/calculators/handoff';
import { readIslandData, type FetchedIslandData } from './island-payload';
import type { CalculatorPreset } from '@/lib/calculators/presets';
import { specOf } from './island-spec';
import { Island } from './island-switch';

const requests = new Map<string, Promise<FetchedIslandData>>();

/**
 * One request per address and attempt. A failed request stays failed for its attempt, so React's
 * re-render after the rejection throws to the frame's error boundary instead of suspending on a
 * fresh request (which retried forever); "Try again" starts the next attempt.
 */
function load(url: string, kind: CalculatorKind, attempt: number): Promise<FetchedIslandData> {
  const key = `${attempt} ${url}`;
  let request = requests.get(key);
  if (!request) {
    request = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The calculator data answered ${response.status}`);
        return response.json();
      })
      .then((json: unknown) => readIslandData(json, kind));
    requests.set(key, request);
  }
  return request;
}

export interface FetchedIslandProps {
  kind: CalculatorKind;
  dataUrl: string;
  preset: CalculatorPreset;
  files: File[];
  /** Counts the visitor's "Try again" presses: each asks for the data anew. */
  attempt: number;
}

/**
 * A calculator whose data arrives when it activates (service pages): suspends until the data file
 * is in, then renders the island with the page's preset, under the request form's provider.
 */
export function FetchedIsland({ kind, dataUrl, preset, files, attempt }: FetchedIslandProps) {
  const data = use(load(dataUrl, kind, attempt));
  return (
    <QuoteRequestFormHost data={data.quoteForm}>
      <Island spec={specOf(data.props, preset)} files={files} />
    </QuoteRequestFormHost>
  );
}
