import type { OrderSummary } from '@/lib/api/contract/orders';
import type { Quote } from '@/lib/pricing';
import type { NewProject } from '../assignment/projects';
import type { NameResolver } from '../catalog/names';

/** The service as the client ordered it: the catalog's name, told apart where one catalog service has two kinds. */
function serviceName(quote: Quote, project: NewProject, names: NameResolver): string {
  if (quote.service === 'standard-translation') return 'Standard Document Translation';
  if (quote.service === 'portuguese-immigration') return 'Certified Portuguese Immigration Translation';
  return names.service(project.service);
}

export type OrderDocument = OrderSummary['documents'][number];

/** What was ordered, in words, from the project it will become and the quote. */
export function orderSummary(
  quote: Quote,
  project: NewProject,
  names: NameResolver,
  extra: { documents?: OrderDocument[]; durationMinutes?: number; address?: string | null },
): OrderSummary {
  const languages =
    project.sourceLanguage === project.targetLanguage
      ? names.language(project.sourceLanguage)
      : `${names.language(project.sourceLanguage)} to ${names.language(project.targetLanguage)}`;
  const booking =
    project.startsAt === undefined || project.startsAt === null
      ? null
      : {
          startsAt: project.startsAt.toISOString(),
          timeZone: project.timeZone ?? 'UTC',
          durationMinutes: extra.durationMinutes ?? project.minutes ?? 0,
          address: extra.address ?? null,
          platform: project.platform === undefined || project.platform === null ? null : names.platform(project.platform),
        };
  return {
    serviceName: serviceName(quote, project, names),
    languages,
    documents: extra.documents ?? [],
    delivery: quote.delivery ?? null,
    booking,
  };
}
