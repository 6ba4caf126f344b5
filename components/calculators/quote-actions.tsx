'use client';

import { useState } from 'react';
import type { Translator } from '@/lib/i18n/translate';
import { QuoteActionsView } from './quote-actions-view';

interface Props {
  id: string;
  t: Translator;
  /** Undefined while there is no quote to request. */
  onRequest?: () => void;
  /** The address that reopens this quote. */
  shareUrl: () => string;
  /** Said after "Link copied." when the link leaves something behind. */
  shareNote?: string;
  requestOpen: boolean;
}

/** "Request this quote" and "Copy link to this quote", live. */
export function QuoteActions({ id, t, onRequest, shareUrl, shareNote, requestOpen }: Props) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(shareUrl());
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }
  const copiedText = shareNote ? `${t('calculators.actions.copied')} ${shareNote}` : t('calculators.actions.copied');
  const status = copied === 'idle' ? '' : copied === 'copied' ? copiedText : t('calculators.actions.copyFailed');
  return <QuoteActionsView id={id} t={t} onRequest={onRequest} onCopy={copy} requestOpen={requestOpen} status={status} />;
}
