import type { RequestBody } from './contract/routes';
import { submitToApi, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

/** `POST contact-messages`: the contact form at `/contact-us/`. */
export type ContactMessageBody = RequestBody<'createContactMessage'> & SpamFields;

export async function submitContactMessage(body: ContactMessageBody, options: SubmitOptions): Promise<SubmissionReceipt> {
  const { reference } = await submitToApi('contact-messages', body, options);
  return { reference };
}
