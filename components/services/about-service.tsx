import type { Service } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';

/** What the service is, what it includes, who it serves and its turnaround or booking notice. */
export function AboutService({ service }: { service: Service }) {
  return (
    <section aria-labelledby="about" className="prose">
      <h2 id="about">{t('catalog.listing.about')}</h2>
      <p>{service.description}</p>
      <h3>{t('catalog.listing.included')}</h3>
      <ul>
        {service.included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>{t('catalog.listing.audience')}</h3>
      <ul>
        {service.audience.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>{service.timing.label}</h3>
      <p>{service.timing.text}</p>
    </section>
  );
}
