import { DocumentCalculator } from '@/components/calculators/document-calculator';
import { OnSiteCalculator } from '@/components/calculators/on-site-calculator';
import { RemoteCalculator } from '@/components/calculators/remote-calculator';
import type { CalculatorSources } from '@/lib/calculators/data';
import type { VariantServiceId } from '@/lib/catalog';
import type { CalculatorPreset } from '@/lib/services/quote-link';

/**
 * The service's calculator, preset to the page's language, city or platform (a listing page presets
 * nothing). Its data is fetched when it activates, so the page carries only the shell and the preset.
 */
interface Props {
  serviceId: VariantServiceId;
  preset: CalculatorPreset;
  sources: CalculatorSources;
  /** The build's data file for this service's calculator (`/calculator-data/<kind>.json?v=…`). */
  dataUrl: string;
}

export function EmbeddedCalculator({ serviceId, preset, sources, dataUrl }: Props) {
  switch (serviceId) {
    case 'document-translation':
      return <DocumentCalculator language={preset.language} sources={sources} dataUrl={dataUrl} />;
    case 'on-site-interpretation':
      return <OnSiteCalculator language={preset.language} location={preset.location} sources={sources} dataUrl={dataUrl} />;
    case 'remote-interpretation':
      return <RemoteCalculator language={preset.language} platform={preset.platform} sources={sources} dataUrl={dataUrl} />;
  }
}
