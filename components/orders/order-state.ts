import type { OrderView } from '@/lib/api/contract/orders';
import type { Translator } from '@/lib/i18n/translate';
import { isInterpreting, orderWork, type OrderWork } from '@/lib/orders/work';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';

type StateView = Pick<OrderView, 'state' | 'quote' | 'timeline' | 'validUntil' | 'timeZone' | 'professionalName'>;

/** The work of the order the page shows: what is delivered and who does it (`orders.work.*`). */
const workOf = (view: Pick<OrderView, 'quote'>): OrderWork => orderWork(view.quote.service);

/**
 * Whether the order is back with its professional because the client asked for a revision: the
 * only move from approved to returned (a review's return comes from delivered).
 */
function revisedByClient(view: Pick<OrderView, 'timeline'>): boolean {
  const steps = view.timeline.map((step) => step.state);
  return steps.at(-1) === 'returned' && steps.at(-2) === 'approved';
}

/** The key of the sentence for the order's state and work (`orders.state.*`). */
function stateSentenceKey(view: StateView): string {
  const work = workOf(view);
  const interpreting = isInterpreting(work);
  switch (view.state) {
    case 'assigned':
      return work === 'on-site' ? 'state.assignedOnSite' : work === 'remote' ? 'state.assignedRemote' : 'state.assigned';
    case 'delivered':
      return interpreting ? 'state.deliveredBooking' : 'state.delivered';
    case 'approved':
      return interpreting ? 'state.approvedBooking' : work === 'certified-translation' ? 'state.approved' : 'state.approvedDocument';
    case 'returned':
      return interpreting ? 'state.returnedBooking' : revisedByClient(view) ? 'state.returnedRevision' : 'state.returned';
    default:
      return `state.${view.state}`;
  }
}

/**
 * The sentence under the order's heading: where the order stands and what happens next, in the
 * words of its work (a certified translation, a transcript, an interpreter's session…).
 */
export function stateSentence(view: StateView, t: Translator): string {
  const work = workOf(view);
  return t(stateSentenceKey(view), {
    validUntil: formatZonedDateTime(new Date(view.validUntil), view.timeZone),
    professional: view.professionalName ?? t('aProfessional'),
    product: t(`work.${work}.product`),
    role: t(`work.${work}.role`),
    roles: t(`work.${work}.roles`),
  });
}
