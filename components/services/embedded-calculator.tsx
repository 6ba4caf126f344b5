import { DocumentCalculator } from '@/components/calculators/document-calculator';
import { OnSiteCalculator } from '@/components/calculators/on-site-calculator';
import { RemoteCalculator } from '@/components/calculators/remote-calculator';
import type { CalculatorSources } from '@/lib/calculators/data';
import type { VariantServiceId } from '@/lib/catalog';
import type { CalculatorPreset } from '@/lib/services/quote-link';
import styles from './variant-page.module.css';

/**
 * The service's calculator, preset to the page's language, city or platform. Its data is fetched
 * when it activates, so the page carries only the shell and the preset.
 */
interface Props {
  serviceId: VariantServiceId;
  preset: CalculatorPreset;
  sources: CalculatorSources;
  /** The build's data file for this service's calculator (`/calculator-data/<kind>.json?v=…`). */
  dataUrl: string;
}

export function EmbeddedCalculator({ serviceId, preset, sources, dataUrl }: Props) {
  return (
    <div className={`container ${styles.calculator}`}>
      {serviceId === 'document-translation' ? <DocumentCalculator language={preset.language} sources={sources} dataUrl={dataUrl} /> : null}
      {serviceId === 'on-site-interpretation' ? <OnSiteCalculator language={preset.language} location={preset.location} sources={sources} dataUrl={dataUrl} /> : null}
      {serviceId === 'remote-interpretation' ? <RemoteCalculator language={preset.language} platform={preset.platform} sources={sources} dataUrl={dataUrl} /> : null}
    </div>
  );
}
