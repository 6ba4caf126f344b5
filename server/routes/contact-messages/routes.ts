import { site } from '@/lib/site';
import { apiContract } from '@/lib/api/contract/routes';
import { contactLabels, contactTopicLabels } from '@/lib/validation';
import { simpleSubmissionRoute } from '../simple-submission';

/** POST /contact-messages: the contact form. */
export const contactMessageRoutes = simpleSubmissionRoute({
  route: 'createContactMessage',
  prefix: 'M',
  schema: apiContract.createContactMessage.form,
  labels: contactLabels,
  what: 'message',
  // The same promise as the contact page and the form's confirmation.
  next: `A project manager will reply within one business hour (${site.hours}).`,
  onward: { words: 'Meanwhile, many questions are answered in our support centre:', path: '/support/' },
  inbox: 'contact-messages',
  refKey: 'contactMessageId',
  sender: (form) => ({ name: form.name, email: form.email }),
  lines: (form) => [
    `From: ${form.name} <${form.email}>`,
    ...(form.telephone ? [`Telephone: ${form.telephone}`] : []),
    `Topic: ${contactTopicLabels[form.topic]}`,
    '',
    form.message,
  ],
  rows: (row) => ({ contactMessages: [row] }),
});
