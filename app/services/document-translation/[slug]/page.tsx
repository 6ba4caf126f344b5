import { VariantPage } from '@/components/services/variant-page';
import { variantMetadata, variantStaticParams } from '@/lib/services/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return variantStaticParams('document-translation');
}

export async function generateMetadata({ params }: Props) {
  return variantMetadata('document-translation', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <VariantPage serviceId="document-translation" slug={(await params).slug} />;
}
