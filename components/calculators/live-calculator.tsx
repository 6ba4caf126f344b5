'use client';

import type { ReactNode } from 'react';
import type { QuoteRequestPayload } from '@/lib/calculators/handoff';
import type { Translator } from '@/lib/i18n/translate';
import { CalculatorLayout } from './calculator-layout';
import { useRequestPanel } from './hooks/use-request';
import { LiveTotal } from './live-total';
import { QuoteActions } from './quote-actions';
import { QuotePanel, type PanelState } from './quote-panel';
import { QuoteRequestPanel } from './quote-request-panel';
import { StickyTotal } from './sticky-total';

interface Props {
  id: string;
  t: Translator;
  title: string;
  intro: string;
  fields: ReactNode;
  panel: PanelState;
  /** Above the quote lines, e.g. files still being counted. */
  status?: ReactNode;
  /** The hand-off to the request form; undefined while the quote cannot be requested. */
  payload?: () => QuoteRequestPayload;
  shareUrl: () => string;
  /** Said after "Link copied." when the link leaves something behind (the files). */
  shareNote?: string;
}

/** What every live calculator shares: layout, quote, actions, the announced total and the request slot. */
export function LiveCalculator({ id, t, title, intro, fields, panel, status, payload, shareUrl, shareNote }: Props) {
  const request = useRequestPanel(id);
  const open = request.open && payload !== undefined;
  return (
    <>
      <CalculatorLayout
        id={id}
        title={title}
        intro={intro}
        live
        onSubmit={(event) => event.preventDefault()}
        fields={fields}
        panel={
          <QuotePanel
            id={id}
            state={panel}
            t={t}
            status={status}
            actions={<QuoteActions id={id} t={t} onRequest={payload ? request.show : undefined} shareUrl={shareUrl} shareNote={shareNote} requestOpen={open} />}
          />
        }
      />
      <LiveTotal panel={panel} t={t} />
      <StickyTotal id={id} panel={panel} t={t} />
      {open ? <QuoteRequestPanel id={id} t={t} onClose={request.close} payload={payload()} /> : null}
    </>
  );
}
