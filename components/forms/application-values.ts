import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applicationSchema, type ApplicationInput } from '@/lib/validation/forms/application';
import type { ProfessionalType } from '@/lib/validation/forms/professional-options';
import { withSpamFields } from '@/lib/validation/spam';
import type { Blankable } from './form-values';

export const applicationFormSchema = withSpamFields(applicationSchema);

export type ApplicationValues = Blankable<ApplicationInput, 'professionalType' | 'availability' | 'yearsOfExperience' | 'cv'> & {
  company_website?: string;
};
export type ApplicationOutput = z.output<typeof applicationFormSchema>;
export type ApplicationFormApi = UseFormReturn<ApplicationValues, unknown, ApplicationOutput>;

export const emptyLanguagePair = { source: '', target: '' };

export function applicationDefaults(professionalType: ProfessionalType | undefined): ApplicationValues {
  return {
    name: '',
    email: '',
    telephone: '',
    country: '',
    professionalType: professionalType ?? '',
    languagePairs: [{ ...emptyLanguagePair }],
    specialisations: [],
    certifications: [],
    yearsOfExperience: undefined,
    rates: { perWordCents: undefined, perHourCents: undefined, perMinuteCents: undefined },
    availability: '',
    locationsServed: [],
    travelRadiusMiles: undefined,
    remotePlatforms: [],
    cv: undefined,
    agreementAccepted: false,
    company_website: '',
  };
}
