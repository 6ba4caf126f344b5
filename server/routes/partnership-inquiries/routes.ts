import { apiContract } from '@/lib/api/contract/routes';
import { expectedVolumeLabels, organisationTypeLabels, partnershipLabels } from '@/lib/validation';
import { simpleSubmissionRoute } from '../simple-submission';

/** POST /partnership-inquiries: the form at /partnership/. */
export const partnershipRoutes = simpleSubmissionRoute({
  route: 'createPartnershipInquiry',
  prefix: 'P',
  schema: apiContract.createPartnershipInquiry.form,
  labels: partnershipLabels,
  what: 'partnership inquiry',
  next: 'Our partnerships team will reply within two business days.',
  onward: { words: 'What a partnership with us includes:', path: '/partnership/' },
  inbox: 'partnership-inquiries',
  refKey: 'partnershipInquiryId',
  sender: (form) => ({ name: form.contactPerson, email: form.email }),
  lines: (form) => [
    `Organization: ${form.organisation} (${organisationTypeLabels[form.organisationType]})`,
    `Contact: ${form.contactPerson} <${form.email}>, ${form.telephone}`,
    `Expected volume: ${expectedVolumeLabels[form.expectedVolume]}`,
    '',
    form.message,
  ],
  rows: (row) => ({ partnershipInquiries: [row] }),
});
