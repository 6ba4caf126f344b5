/* The fixed choices of the professional application. */

/** Also the `{userType}` of `/pro/{userType}/`. */
export const PROFESSIONAL_TYPES = ['translator', 'interpreter', 'proofreader', 'transcriber'] as const;
export type ProfessionalType = (typeof PROFESSIONAL_TYPES)[number];
export const professionalTypeLabels = {
  translator: 'Translator',
  interpreter: 'Interpreter',
  proofreader: 'Proofreader',
  transcriber: 'Transcriber',
} as const satisfies Record<ProfessionalType, string>;

export const SPECIALISATIONS = [
  'legal',
  'medical',
  'immigration',
  'financial',
  'technical',
  'academic',
  'business',
  'marketing',
  'government',
  'literary',
] as const;
export type Specialisation = (typeof SPECIALISATIONS)[number];
export const specialisationLabels = {
  legal: 'Legal',
  medical: 'Medical',
  immigration: 'Immigration',
  financial: 'Financial',
  technical: 'Technical',
  academic: 'Academic',
  business: 'Business',
  marketing: 'Marketing',
  government: 'Government',
  literary: 'Literary',
} as const satisfies Record<Specialisation, string>;

export const CERTIFICATIONS = ['ata', 'court', 'medical-interpreter', 'sworn', 'conference-interpreter'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];
export const certificationLabels = {
  ata: 'ATA-certified translator',
  court: 'Court-certified interpreter (state or federal)',
  'medical-interpreter': 'Certified medical interpreter (CCHI or NBCMI)',
  sworn: 'Sworn or authorized translator',
  'conference-interpreter': 'Conference interpreter (AIIC member)',
} as const satisfies Record<Certification, string>;

export const AVAILABILITY = ['full-time', 'part-time', 'evenings-weekends', 'occasional'] as const;
export type Availability = (typeof AVAILABILITY)[number];
export const availabilityLabels = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  'evenings-weekends': 'Evenings and weekends',
  occasional: 'Occasional projects',
} as const satisfies Record<Availability, string>;
