import { z } from 'zod';
import { emailAddress, orderReference } from '../fields';
import type { LabelsFor } from '../labels';

/** "Lost your link?" on `/orders/`: the order's reference and the email address it was made with. */
export const orderLinkSchema = z.object({
  reference: orderReference(),
  email: emailAddress(),
});

export type OrderLinkForm = z.output<typeof orderLinkSchema>;
export type OrderLinkFormInput = z.input<typeof orderLinkSchema>;

export const orderLinkLabels = {
  reference: 'Order reference',
  email: 'Email',
} as const satisfies LabelsFor<OrderLinkForm>;
