import { formatCents } from '@/lib/pricing/format';
import { ConfirmationPanel } from './confirmation-panel';
import { formMessages } from './form-messages';

const text = formMessages.booking;

/** What a booking form shows once the request is in: the reference, and the price the server confirmed. */
export function BookingConfirmation({
  id,
  reference,
  orderToken,
  totalCents,
  onClose,
}: {
  id: string;
  reference: string;
  orderToken: string | undefined;
  totalCents: number | undefined;
  onClose: () => void;
}) {
  return (
    <ConfirmationPanel
      id={id}
      heading={text.confirmationHeading}
      reference={reference}
      {...(orderToken === undefined ? {} : { orderToken })}
      againLabel={formMessages.common.cancel}
      onAgain={onClose}
    >
      <p>{text.confirmationBody}</p>
      {totalCents === undefined ? null : (
        <p>
          {formMessages.quote.total}: <strong>{formatCents(totalCents)}</strong>
        </p>
      )}
    </ConfirmationPanel>
  );
}
