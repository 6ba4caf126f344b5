import { VariantPage } from '@/components/services/variant-page';
import { variantMetadata, variantStaticParams } from '@/lib/services/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return variantStaticParams('on-site-interpretation');
}

export async function generateMetadata({ params }: Props) {
  return variantMetadata('on-site-interpretation', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <VariantPage serviceId="on-site-interpretation" slug={(await params).slug} />;
}
