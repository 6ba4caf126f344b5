'use client';

import { use } from 'react';
import { QuoteRequestFormHost } from '@/components/forms/quote-request-form-host';
import type { CalculatorKind } from '@/lib/calculators/handoff';
import { readIslandData, type FetchedIslandData } from '@/lib/calculators/island-payload';
import type { CalculatorPreset } from '@/lib/calculators/presets';
import { specOf } from './island-spec';
import { Island } from './island-switch';

const requests = new Map<string, Promise<FetchedIslandData>>();

/** One request per address; a failed one is forgotten, so "Try again" asks anew. */
function load(url: string, kind: CalculatorKind): Promise<FetchedIslandData> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The calculator data answered ${response.status}`);
        return response.json();
      })
      .then((json: unknown) => readIslandData(json, kind));
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

export interface FetchedIslandProps {
  kind: CalculatorKind;
  dataUrl: string;
  preset: CalculatorPreset;
  files: File[];
}

/**
 * A calculator whose data arrives when it activates (service pages): suspends until the data file
 * is in, then renders the island with the page's preset, under the request form's provider.
 */
export function FetchedIsland({ kind, dataUrl, preset, files }: FetchedIslandProps) {
  const data = use(load(dataUrl, kind));
  return (
    <QuoteRequestFormHost data={data.quoteForm}>
      <Island spec={specOf(data.props, preset)} files={files} />
    </QuoteRequestFormHost>
  );
}
