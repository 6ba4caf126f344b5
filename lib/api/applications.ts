import type { RequestBody } from './contract/routes';
import { submitToApi, toFormData, type MultipartBody, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

/** The details of `POST applications`, sent as JSON in the `data` part; the CV is the `cv` file part. */
export type ApplicationData = Omit<RequestBody<'createApplication'>, 'cv'> & SpamFields;

export async function submitApplication(body: MultipartBody<ApplicationData>, options: SubmitOptions): Promise<SubmissionReceipt> {
  const { reference } = await submitToApi('applications', toFormData(body), options);
  return { reference };
}
