import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { VARIANT_SERVICE_IDS } from '@/lib/catalog';
import { staticPageImageId } from '@/lib/seo/share-image';
import { readYaml, validate } from './front-matter';
import { getEditorialPage } from './pages';
import { editorialSlugOf, staticPagePaths } from './routes';

/** What one share image shows: a small line, then the headline. */
export interface ShareImage {
  id: string;
  eyebrow: string;
  title: string;
}

const card = z.strictObject({ eyebrow: z.string().min(3).max(60), title: z.string().min(10).max(80) });
const headline = z.string().min(10).max(80);
const variantKinds = { eyebrow: z.string().min(3).max(60), language: headline, location: headline, pair: headline };

// Each service lists exactly the kinds of variant page it has: a missing or extra one fails.
const shareImagesSchema = z.strictObject({
  collections: z.strictObject({ 'blog-post': card, 'support-article': card, 'agreement-document': card }),
  services: z.strictObject({
    'document-translation': z.strictObject(variantKinds),
    'on-site-interpretation': z.strictObject(variantKinds),
    'remote-interpretation': z.strictObject({ ...variantKinds, platform: headline }),
  }),
});

const defaultFile = 'content/share-images.yaml';

let cached: ShareImage[] | undefined;

/**
 * Every share image of the site, once each: the editorial pages' own (eyebrow and h1 from their
 * front matter), then one per collection and one per service and kind of variant page.
 */
export function listShareImages(file = defaultFile): ShareImage[] {
  if (cached !== undefined && file === defaultFile) return cached;
  const data = validate(shareImagesSchema, readYaml(file), file);
  const images: ShareImage[] = staticPagePaths.map((path) => {
    const page = getEditorialPage(editorialSlugOf(path));
    return { id: staticPageImageId(path), eyebrow: page.eyebrow ?? page.title, title: page.h1 };
  });
  for (const [id, entry] of Object.entries(data.collections)) images.push({ id, ...entry });
  for (const serviceId of VARIANT_SERVICE_IDS) {
    const { eyebrow, ...kinds } = data.services[serviceId];
    // The same ids as variantImageId(serviceId, kind); a unit test holds the two together.
    for (const [kind, title] of Object.entries(kinds)) images.push({ id: `${serviceId}-${kind}`, eyebrow, title });
  }
  if (file === defaultFile) cached = images;
  return images;
}

/** The image `id`; throws for one that is not listed. */
export function getShareImage(id: string): ShareImage {
  const image = listShareImages().find((entry) => entry.id === id);
  if (image === undefined) throw new Error(`no share image "${id}" (content/share-images.yaml, content/pages/)`);
  return image;
}

/** Local font files for the images (Satori reads TTF, OTF and WOFF, not WOFF2), from a declared dependency. */
export function shareImageFonts() {
  const dir = join(process.cwd(), 'node_modules', 'pdfjs-dist', 'standard_fonts');
  const font = (file: string, weight: 400 | 700) => ({ name: 'Liberation Sans', data: readFileSync(join(dir, file)), weight, style: 'normal' as const });
  return [font('LiberationSans-Regular.ttf', 400), font('LiberationSans-Bold.ttf', 700)];
}
