import { AppLink } from '@/components/ui/app-link';
import { servicePath, type VariantServiceId } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';

/** The FAQ topic (content/faq.yaml category, an anchor of /faq/) that answers a service's common questions. */
const faqTopic: Record<VariantServiceId, string> = {
  'document-translation': 'certified-translation',
  'on-site-interpretation': 'interpretation',
  'remote-interpretation': 'interpretation',
};

/**
 * Where a variant page sends the visitor for what is the same on every page of its service: how an
 * order works (the service page's "How it works") and the common questions (the FAQ's topic), said
 * once there instead of on thousands of pages.
 */
export function ServiceBasics({ serviceId }: { serviceId: VariantServiceId }) {
  return (
    <section aria-labelledby="basics">
      <h2 id="basics">{t('catalog.basics.heading')}</h2>
      <ul>
        <li>
          <AppLink href={`${servicePath(serviceId)}#how-it-works`} prefetch={false}>
            {t(`catalog.basics.howItWorks.${serviceId}`)}
          </AppLink>
        </li>
        <li>
          <AppLink href={`/faq/#${faqTopic[serviceId]}`} prefetch={false}>
            {t(`catalog.basics.faq.${serviceId}`)}
          </AppLink>
        </li>
      </ul>
    </section>
  );
}
