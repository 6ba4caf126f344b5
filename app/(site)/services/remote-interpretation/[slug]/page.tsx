import { VariantPage } from '@/components/services/variant-page';
import { getCalculatorSources } from '@/lib/calculators/load.server';
import { islandDataUrl } from '@/lib/calculators/island-data.server';
import { variantMetadata, variantStaticParams } from '@/lib/services/metadata.server';
import { getVariantView } from '@/lib/services/variant-view.server';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return variantStaticParams('remote-interpretation');
}

export async function generateMetadata({ params }: Props) {
  return variantMetadata('remote-interpretation', (await params).slug);
}

export default async function Page({ params }: Props) {
  const view = getVariantView('remote-interpretation', (await params).slug);
  return <VariantPage view={view} calculator={{ sources: getCalculatorSources(), dataUrl: islandDataUrl('remote') }} />;
}
