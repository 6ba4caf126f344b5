import { CalculatorFrame } from '@/components/calculators/calculator-frame';
import { islandFor } from '@/components/calculators/island-source';
import { AppLink } from '@/components/ui/app-link';
import type { CalculatorSources } from '@/lib/calculators/data';
import { DOCUMENT_PREFIX } from '@/lib/calculators/document-state';
import type { CalculatorKind } from '@/lib/calculators/handoff';
import { calculatorAnchors } from '@/lib/calculators/ids';
import { ON_SITE_PREFIX } from '@/lib/calculators/on-site-state';
import { checkPreset } from '@/lib/calculators/presets';
import { REMOTE_PREFIX } from '@/lib/calculators/remote-state';
import type { VariantServiceId } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import type { CalculatorPreset } from '@/lib/services/quote-link';
import styles from './reserved-calculator.module.css';

type Kind = Exclude<CalculatorKind, 'portuguese'>;

const calculatorOf: Record<VariantServiceId, { kind: Kind; prefix: string; title: string }> = {
  'document-translation': { kind: 'document', prefix: DOCUMENT_PREFIX, title: 'calculators.document.title' },
  'on-site-interpretation': { kind: 'on-site', prefix: ON_SITE_PREFIX, title: 'calculators.onSite.title' },
  'remote-interpretation': { kind: 'remote', prefix: REMOTE_PREFIX, title: 'calculators.remote.title' },
};

interface Props {
  serviceId: VariantServiceId;
  preset: CalculatorPreset;
  sources: CalculatorSources;
  /** The build's data file for this service's calculator (`/calculator-data/<kind>.json?v=…`). */
  dataUrl: string;
}

/**
 * A variant page's calculator, rendered in the browser into a box of reserved size. The form can't
 * work without JavaScript, and its server-rendered shell was the same 100–220 words on every page of
 * a service: the largest block the ~680 variant pages shared (issue #18, `bench:similarity`). The
 * box's minimum height, per calculator and screen width (reserved-calculator.module.css), is the
 * tallest first render of the live calculator measured at those widths, so nothing below it moves
 * when it arrives (e2e `services.spec.ts` checks it). The listing pages keep the full shell.
 */
export function ReservedCalculator({ serviceId, preset, sources, dataUrl }: Props) {
  const { kind, prefix, title } = calculatorOf[serviceId];
  const island = islandFor(kind, checkPreset(preset, sources.catalog), sources, dataUrl);
  return (
    <div className={`${styles.reserve} ${styles[kind]}`} data-calculator-reserve={kind}>
      <CalculatorFrame island={island} prefix={prefix} anchor={calculatorAnchors[kind]}>
        <div className={styles.placeholder}>
          <p className={styles.title}>{t(title)}</p>
          <noscript>
            <p>
              {t('catalog.calculator.noScript')} <AppLink href="/contact-us/">{t('catalog.calculator.contact')}</AppLink>
            </p>
          </noscript>
        </div>
      </CalculatorFrame>
    </div>
  );
}
