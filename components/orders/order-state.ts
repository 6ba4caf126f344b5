import type { OrderView } from '@/lib/api/contract/orders';
import type { Translator } from '@/lib/i18n/translate';
import { isInterpreting, orderWork, type OrderWork } from '@/lib/orders/work';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';

type StateView = Pick<OrderView, 'state' | 'quote' | 'validUntil' | 'confirmBy' | 'timeZone' | 'professionalName' | 'staffing' | 'revision' | 'summary'>;

/** The work of the order the page shows: what is delivered and who does it (`orders.work.*`). */
const workOf = (view: Pick<OrderView, 'quote'>): OrderWork => orderWork(view.quote.service);

/** The key of the sentence for the order's state and work (`orders.state.*`). */
function stateSentenceKey(view: StateView): string {
  const work = workOf(view);
  const interpreting = isInterpreting(work);
  // Nobody qualified has it yet: what is missing and when they hear next (content/promises.yaml, `unstaffed-orders`).
  if (view.staffing !== null) return view.staffing.nextUpdateBy === null ? 'state.offeringStillUnstaffed' : 'state.offeringUnstaffed';
  // A revision the client asked for is worded as theirs, not as our review's return.
  if (view.revision !== null && (view.state === 'returned' || view.state === 'delivered')) return `state.${view.state}Revision`;
  switch (view.state) {
    case 'requested':
      // Turnaround counts from the confirmation: "confirm before … for delivery by …".
      return view.confirmBy !== null && view.summary.delivery !== null ? 'state.requestedDelivery' : 'state.requested';
    case 'assigned':
      return work === 'on-site' ? 'state.assignedOnSite' : work === 'remote' ? 'state.assignedRemote' : 'state.assigned';
    case 'delivered':
      return interpreting ? 'state.deliveredBooking' : 'state.delivered';
    case 'approved':
      return interpreting ? 'state.approvedBooking' : work === 'certified-translation' ? 'state.approved' : 'state.approvedDocument';
    case 'returned':
      return interpreting ? 'state.returnedBooking' : 'state.returned';
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
    confirmBy: view.confirmBy === null ? '' : formatZonedDateTime(new Date(view.confirmBy), view.timeZone),
    dueBy: view.summary.delivery === null ? '' : formatZonedDateTime(new Date(view.summary.delivery.dueAt), view.timeZone),
    professional: view.professionalName ?? t('aProfessional'),
    product: t(`work.${work}.product`),
    role: t(`work.${work}.role`),
    roles: t(`work.${work}.roles`),
    reason: view.staffing?.reason ?? '',
    nextUpdate: view.staffing?.nextUpdateBy ? formatZonedDateTime(new Date(view.staffing.nextUpdateBy), view.summary.booking?.timeZone ?? view.timeZone) : '',
  });
}
