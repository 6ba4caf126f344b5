import { z } from 'zod';
import { accepted, emailAddress, messageText, optionalTelephone, personName } from '../fields';
import type { LabelsFor } from '../labels';
import { oneOf } from '../rules';
import { CONTACT_TOPICS } from './options';

/** The contact form at `/contact-us/`. */
export const contactSchema = z.object({
  name: personName(),
  email: emailAddress(),
  telephone: optionalTelephone(),
  topic: oneOf(CONTACT_TOPICS),
  message: messageText(20, 5000),
  /** Consent to the privacy policy. */
  consent: accepted(),
});

export type ContactForm = z.output<typeof contactSchema>;
export type ContactFormInput = z.input<typeof contactSchema>;

export const contactLabels = {
  name: 'Full name',
  email: 'Email',
  telephone: 'Telephone',
  topic: 'Topic',
  message: 'Message',
  consent: 'Privacy policy consent',
} as const satisfies LabelsFor<ContactForm>;
