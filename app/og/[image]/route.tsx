import { ImageResponse } from 'next/og';
import { ShareCard } from '@/components/seo/share-card';
import { getShareImage, listShareImages, shareImageFonts } from '@/lib/content/share-images';
import { env } from '@/lib/env';
import { shareImageSize } from '@/lib/seo/share-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One PNG per kind of page (about 45), written to out/og/<id>.png by the static export. */
export function generateStaticParams() {
  return listShareImages().map((image) => ({ image: `${image.id}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const { eyebrow, title } = getShareImage(image.replace(/\.png$/, ''));
  return new ImageResponse(<ShareCard eyebrow={eyebrow} title={title} host={new URL(env.siteUrl).host} />, { ...shareImageSize, fonts: shareImageFonts() });
}
