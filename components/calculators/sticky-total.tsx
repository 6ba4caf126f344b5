'use client';

import { useEffect, useState } from 'react';
import type { Translator } from '@/lib/i18n/translate';
import { formatCents } from '@/lib/pricing/format';
import type { PanelState } from './quote-panel';
import styles from './calculator.module.css';

/**
 * On a phone the quote sits below the fields, a screen or more under a file just chosen. While the
 * fields are in view and the quote is not, a bar at the foot of the screen carries its total and a
 * link down to it. It is fixed, so showing it moves nothing on the page, and it is hidden where the
 * quote stands beside the fields (calculator.module.css).
 */
export function StickyTotal({ id, panel, t }: { id: string; panel: PanelState; t: Translator }) {
  const [inView, setInView] = useState({ form: false, quote: false });
  useEffect(() => {
    const form = document.getElementById(`${id}-form`);
    const quote = document.getElementById(`${id}-quote`);
    if (form === null || quote === null) return;
    const observer = new IntersectionObserver((entries) => {
      setInView((now) => {
        const next = { ...now };
        for (const entry of entries) next[entry.target === form ? 'form' : 'quote'] = entry.isIntersecting;
        return next;
      });
    });
    observer.observe(form);
    observer.observe(quote);
    return () => observer.disconnect();
  }, [id]);

  if (panel.kind !== 'quote' || !inView.form || inView.quote) return null;
  return (
    <div className={styles['sticky-total']} data-testid={`${id}-sticky-total`}>
      <span>
        {t('calculators.panel.total')} <strong>{formatCents(panel.quote.totalCents)}</strong>
      </span>
      <a href={`#${id}-quote`}>{t('calculators.panel.seeQuote')}</a>
    </div>
  );
}
