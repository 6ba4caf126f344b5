import type { ContactForm } from '@/lib/validation/forms/contact';
import { submitToApi, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

/** `POST contact-messages`: the contact form at `/contact-us/`. */
export type ContactMessageBody = ContactForm & SpamFields;

export async function submitContactMessage(body: ContactMessageBody, options: SubmitOptions): Promise<SubmissionReceipt> {
  const { reference } = await submitToApi('contact-messages', body, options);
  return { reference };
}
