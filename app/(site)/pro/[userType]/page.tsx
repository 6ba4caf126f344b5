import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { applicationOptions } from '@/components/forms/application-options';
import { ProApplicationSection } from '@/components/forms/pro-application-section';
import { ProRolePage } from '@/components/pro/pro-role-page';
import { getProRolePage, isProUserType, proRolePath } from '@/lib/content/pro';
import { proUserTypes } from '@/lib/content/schema-parts';
import { getCatalog } from '@/lib/catalog/load.server';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ userType: string }>;
}

// Only the four roles exist; anything else is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return proUserTypes.map((userType) => ({ userType }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { userType } = await params;
  if (!isProUserType(userType)) return {};
  const page = getProRolePage(userType);
  return pageMetadata({ title: page.title, description: page.description, path: proRolePath(userType) });
}

export default async function ProUserTypePage({ params }: Props) {
  const { userType } = await params;
  if (!isProUserType(userType)) notFound();
  return (
    <>
      <ProRolePage userType={userType} page={getProRolePage(userType)} path={proRolePath(userType)} />
      <ProApplicationSection options={applicationOptions(getCatalog())} professionalType={userType} />
    </>
  );
}
