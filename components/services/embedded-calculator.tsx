import { DocumentCalculator } from '@/components/calculators/document-calculator';
import { OnSiteCalculator } from '@/components/calculators/on-site-calculator';
import { RemoteCalculator } from '@/components/calculators/remote-calculator';
import type { VariantServiceId } from '@/lib/catalog';
import type { CalculatorPreset } from '@/lib/services/quote-link';
import styles from './variant-page.module.css';

/**
 * The service's calculator, preset to the page's language, city or platform. Its data is fetched
 * when it activates, so the page carries only the shell and the preset.
 */
export function EmbeddedCalculator({ serviceId, preset }: { serviceId: VariantServiceId; preset: CalculatorPreset }) {
  return (
    <div className={`container ${styles.calculator}`}>
      {serviceId === 'document-translation' ? <DocumentCalculator language={preset.language} source="fetched" /> : null}
      {serviceId === 'on-site-interpretation' ? <OnSiteCalculator language={preset.language} location={preset.location} source="fetched" /> : null}
      {serviceId === 'remote-interpretation' ? <RemoteCalculator language={preset.language} platform={preset.platform} source="fetched" /> : null}
    </div>
  );
}
