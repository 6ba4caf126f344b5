import type { Metadata } from 'next';
import type { VariantServiceId } from '@/lib/catalog';
import { pageMetadata } from '@/lib/seo/metadata';
import { variantImageId } from '@/lib/seo/share-image';
import { listVariantSlugs } from './paths.server';
import { getVariantView } from './variant-view.server';

/** `generateStaticParams` of a service's variant route: every listed slug, nothing else. */
export function variantStaticParams(serviceId: VariantServiceId): { slug: string }[] {
  return listVariantSlugs(serviceId).map((slug) => ({ slug }));
}

/** Title, description and canonical URL of a variant page, from the same view the page renders. */
export function variantMetadata(serviceId: VariantServiceId, slug: string): Metadata {
  const { copy, path, variant } = getVariantView(serviceId, slug);
  return pageMetadata({ title: copy.title, description: copy.description, path, image: variantImageId(serviceId, variant.kind) });
}
