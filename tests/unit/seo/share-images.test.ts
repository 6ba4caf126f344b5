import { describe, expect, it } from 'vitest';
import { listServiceVariants, VARIANT_SERVICE_IDS } from '@/lib/catalog';
import { getSiteContent } from '@/lib/content/site-content';
import { listShareImages } from '@/lib/content/share-images';
import { staticPagePaths } from '@/lib/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { shareImageIdForPath, shareImagePath, variantImageId } from '@/lib/seo/share-image';
import { getServicesData } from '@/lib/services/data.server';
import { variantMetadata } from '@/lib/services/metadata.server';

const ids = new Set(listShareImages().map((image) => image.id));

describe('share images', () => {
  it('are one per kind of page, each id once', () => {
    const all = listShareImages().map((image) => image.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeLessThan(60);
  });

  it('exist for every static page and every collection page', () => {
    const content = getSiteContent();
    const paths = [...staticPagePaths, ...[...content.posts, ...content.support, ...content.agreements].map((doc) => doc.path)];
    const missing = paths.filter((path) => !ids.has(shareImageIdForPath(path)));
    expect(missing).toEqual([]);
  });

  it('exist for every kind of variant page of every service', () => {
    const { catalog } = getServicesData();
    const kinds = VARIANT_SERVICE_IDS.flatMap((serviceId) =>
      [...new Set(listServiceVariants(serviceId, catalog).map((variant) => variant.kind))].map((kind) => variantImageId(serviceId, kind)),
    );
    expect(kinds.filter((id) => !ids.has(id))).toEqual([]);
    expect(kinds).toContain('remote-interpretation-platform');
  });

  it('differ by kind: home, a post, a language page and a city page each point at their own', () => {
    const images = [
      pageMetadata({ title: 'Home', description: 'd', path: '/' }),
      pageMetadata({ title: 'Post', description: 'd', path: '/blog/some-post/', type: 'article' }),
      variantMetadata('document-translation', 'spanish'),
      variantMetadata('document-translation', 'new-york-ny'),
    ].map((metadata) => JSON.stringify(metadata.openGraph?.images));
    expect(new Set(images).size).toBe(4);
    expect(images[2]).toContain(shareImagePath('document-translation-language'));
  });

  it('point og:image and twitter:image at the same file', () => {
    const metadata = variantMetadata('remote-interpretation', 'zoom');
    expect(JSON.stringify(metadata.openGraph?.images)).toContain('/og/remote-interpretation-platform.png');
    expect(metadata.twitter?.images).toEqual(['/og/remote-interpretation-platform.png']);
  });

  it('refuse a path of no known kind instead of sharing the wrong card', () => {
    expect(() => shareImageIdForPath('/somewhere/new/')).toThrow(/no share image/);
  });
});
