import type { ProfessionalType } from '@/lib/validation';
import { ApplicationFormSection } from './application-form-section';

/** The application under a role's guide at `/pro/{userType}/`, with that role preselected. */
export function ProApplicationSection({ professionalType }: { professionalType: ProfessionalType }) {
  return (
    <div className="container section" id="apply">
      <ApplicationFormSection professionalType={professionalType} />
    </div>
  );
}
