import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AgreementDocument } from '@/components/content/agreement-document';
import { getAgreement, getAgreements } from '@/lib/content/queries';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getAgreements().map((agreement) => ({ slug: agreement.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const agreement = getAgreement((await params).slug);
  if (!agreement) return {};
  return pageMetadata({ title: agreement.title, description: agreement.description, path: agreement.path });
}

export default async function AgreementPage({ params }: Props) {
  const agreement = getAgreement((await params).slug);
  if (!agreement) notFound();
  const others = getAgreements().filter((other) => other.slug !== agreement.slug);
  return <AgreementDocument agreement={agreement} others={others} />;
}
