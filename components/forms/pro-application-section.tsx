import type { ProfessionalType } from '@/lib/validation/forms/professional-options';
import type { ApplicationOptions } from './application-options';
import { ApplicationFormSection } from './application-form-section';

/** The application under a role's guide at `/pro/{userType}/`, with that role preselected. */
export function ProApplicationSection({ options, professionalType }: { options: ApplicationOptions; professionalType: ProfessionalType }) {
  return (
    <div className="container section" id="apply">
      <ApplicationFormSection options={options} professionalType={professionalType} />
    </div>
  );
}
