import type { ProfessionalType } from '@/lib/validation/forms/professional-options';
import type { ApplicationOptions } from './application-options';
import { ApplicationForm } from './split-forms';

/** The professional application with its lists; on `/pro/{userType}/` the type comes preselected. */
export function ApplicationFormSection({ options, professionalType }: { options: ApplicationOptions; professionalType?: ProfessionalType }) {
  return <ApplicationForm options={options} professionalType={professionalType} />;
}
