import type { Application } from '@/lib/validation/forms/application';
import { submitToApi, toFormData, type MultipartBody, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

/** The details of `POST applications`, sent as JSON in the `data` part; the CV is the `cv` file part. */
export type ApplicationData = Omit<Application, 'cv'> & SpamFields;

export async function submitApplication(body: MultipartBody<ApplicationData>, options: SubmitOptions): Promise<SubmissionReceipt> {
  const { reference } = await submitToApi('applications', toFormData(body), options);
  return { reference };
}
