import type { RequestBody } from './contract/routes';
import { submitToApi, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

/** `POST partnership-inquiries`: the inquiry at `/partnership/`. */
export type PartnershipInquiryBody = RequestBody<'createPartnershipInquiry'> & SpamFields;

export async function submitPartnershipInquiry(body: PartnershipInquiryBody, options: SubmitOptions): Promise<SubmissionReceipt> {
  const { reference } = await submitToApi('partnership-inquiries', body, options);
  return { reference };
}
