import type { CalculatorSources } from '@/lib/calculators/data';
import { t } from '@/lib/i18n/messages';
import styles from './calculator.module.css';
import { DocumentCalculator } from './document-calculator';
import { calculatorAnchors } from '@/lib/calculators/ids';
import { OnSiteCalculator } from './on-site-calculator';
import { PortugueseCalculator } from './portuguese-calculator';
import { RemoteCalculator } from './remote-calculator';

const order = ['document', 'portuguese', 'on-site', 'remote'] as const;

/** The four calculators one after the other, with links to each: the heart of /pricing/. */
export function AllCalculators({ sources }: { sources: CalculatorSources }) {
  return (
    <div className={styles.all}>
      <nav aria-label={t('calculators.nav.label')} className={styles.jump}>
        <ul>
          {order.map((kind) => (
            <li key={kind}>
              <a href={`#${calculatorAnchors[kind]}`}>{t(`calculators.nav.${kind}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <DocumentCalculator sources={sources} />
      <PortugueseCalculator sources={sources} />
      <OnSiteCalculator sources={sources} />
      <RemoteCalculator sources={sources} />
    </div>
  );
}
