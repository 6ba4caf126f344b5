/*
 * The fixed choices of the public forms. The UI builds its selects from these lists and
 * labels; the schemas accept exactly these values.
 */
import { SERVICE_IDS } from '@/lib/catalog/service-ids';

export const CONTACT_TOPICS = [...SERVICE_IDS, 'general', 'billing', 'partnership', 'careers'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const contactTopicLabels = {
  'document-translation': 'Certified document translation',
  'on-site-interpretation': 'On-site interpretation',
  'remote-interpretation': 'Remote interpretation',
  proofreading: 'Proofreading',
  transcription: 'Transcription',
  general: 'General question',
  billing: 'Billing and payments',
  partnership: 'Partnerships',
  careers: 'Working with us as a linguist',
} as const satisfies Record<ContactTopic, string>;

export const CONTACT_METHODS = ['email', 'phone', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const contactMethodLabels = {
  email: 'Email',
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
} as const satisfies Record<ContactMethod, string>;

export const BOOKING_SETTINGS = ['legal', 'medical', 'immigration-interview', 'business', 'conference', 'education', 'community'] as const;
export type BookingSetting = (typeof BOOKING_SETTINGS)[number];
export const bookingSettingLabels = {
  legal: 'Legal (court, deposition, attorney meeting)',
  medical: 'Medical (hospital, clinic, appointment)',
  'immigration-interview': 'Immigration interview',
  business: 'Business meeting',
  conference: 'Conference or event',
  education: 'Education (school or university)',
  community: 'Community and social services',
} as const satisfies Record<BookingSetting, string>;

export const ORGANISATION_TYPES = ['law-firm', 'university', 'agency', 'healthcare', 'government', 'business', 'other'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];
export const organisationTypeLabels = {
  'law-firm': 'Law firm',
  university: 'University or school',
  agency: 'Agency',
  healthcare: 'Healthcare provider',
  government: 'Government body',
  business: 'Business',
  other: 'Other',
} as const satisfies Record<OrganisationType, string>;

export const EXPECTED_VOLUMES = ['few-per-year', 'few-per-month', 'several-per-week', 'daily'] as const;
export type ExpectedVolume = (typeof EXPECTED_VOLUMES)[number];
export const expectedVolumeLabels = {
  'few-per-year': 'A few projects a year',
  'few-per-month': 'A few projects a month',
  'several-per-week': 'Several projects a week',
  daily: 'Projects every day',
} as const satisfies Record<ExpectedVolume, string>;
