import type { Metadata } from 'next';
import { JobPage } from '@/components/pro/job-page';
import { absoluteUrl } from '@/lib/env';
import { t } from '@/lib/i18n/messages';
import { getPriceTables } from '@/lib/pricing/load.server';

// Private: opened only from the link in a professional's offer email; never indexed, not in the
// sitemap, and without a share card (there is nothing to share).
export const metadata: Metadata = {
  title: t('pro.job.title'),
  description: t('pro.job.description'),
  alternates: { canonical: absoluteUrl('/jobs/') },
  robots: { index: false, follow: false },
};

export default function JobsPage() {
  return <JobPage timeZone={getPriceTables().turnaround.timeZone} />;
}
