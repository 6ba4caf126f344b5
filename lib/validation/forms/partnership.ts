import { z } from 'zod';
import { emailAddress, messageText, personName, requiredText, telephone } from '../fields';
import type { LabelsFor } from '../labels';
import { oneOf } from '../rules';
import { EXPECTED_VOLUMES, ORGANISATION_TYPES } from './options';

/** The partnership inquiry at `/partnership/`. */
export const partnershipSchema = z.object({
  organisation: requiredText(200),
  organisationType: oneOf(ORGANISATION_TYPES),
  contactPerson: personName(),
  email: emailAddress(),
  telephone: telephone(),
  expectedVolume: oneOf(EXPECTED_VOLUMES),
  message: messageText(20, 5000),
});

export type PartnershipInquiry = z.output<typeof partnershipSchema>;
export type PartnershipInquiryInput = z.input<typeof partnershipSchema>;

export const partnershipLabels = {
  organisation: 'Organization',
  organisationType: 'Organization type',
  contactPerson: 'Contact person',
  email: 'Email',
  telephone: 'Telephone',
  expectedVolume: 'Expected volume',
  message: 'Message',
} as const satisfies LabelsFor<PartnershipInquiry>;
