import type { ServiceVariantKind, VariantServiceId } from '@/lib/catalog';
import { staticPagePaths } from '@/lib/content/routes';

/**
 * One share image (og:image, twitter:image) per kind of page, not per page: 4,000 PNGs would cost
 * minutes of build and ~200 MB, and a card shows the kind anyway. The images are rendered at build
 * time by app/og/[image]/route.tsx and served as /og/<id>.png.
 */

export const shareImageSize = { width: 1200, height: 630 } as const;

/** Pages of a collection share one image each. */
const collectionImages: ReadonlyMap<string, string> = new Map([
  ['blog', 'blog-post'],
  ['support', 'support-article'],
  ['agreement', 'agreement-document'],
]);

/** `/og/<id>.png`: where the image `id` is served. */
export function shareImagePath(id: string): string {
  return `/og/${id}.png`;
}

/** `about-us` for `/about-us/`, `pro-translator` for `/pro/translator/`, `home` for `/`. */
export function staticPageImageId(path: string): string {
  return path === '/' ? 'home' : path.split('/').filter(Boolean).join('-');
}

/** `document-translation-language`: the image of a service's language pages, city pages… */
export function variantImageId(serviceId: VariantServiceId, kind: ServiceVariantKind): string {
  return `${serviceId}-${kind}`;
}

/**
 * The image of a page that is not a service variant (those pass theirs, from their kind): a static
 * page has its own, a collection page its collection's. Throws for any other path, so a new kind of
 * page fails the build instead of sharing the wrong card.
 */
export function shareImageIdForPath(path: string): string {
  if (staticPagePaths.includes(path)) return staticPageImageId(path);
  const [section] = path.split('/').filter(Boolean);
  const collection = section === undefined ? undefined : collectionImages.get(section);
  if (collection !== undefined) return collection;
  throw new Error(`${path}: no share image for this kind of page (lib/seo/share-image.ts)`);
}
