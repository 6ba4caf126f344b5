'use client';

import { useEffect, useMemo } from 'react';
import { submitApplication } from '@/lib/api/applications';
import { lookupIpCountryOnFormIntent } from '@/components/ui/ip-country';
import { buildApplication } from '@/lib/forms/payloads';
import { applicationLabels, CV_EXTENSIONS, CV_MIME_TYPES } from '@/lib/validation/forms/application';
import {
  AVAILABILITY,
  availabilityLabels,
  CERTIFICATIONS,
  certificationLabels,
  PROFESSIONAL_TYPES,
  professionalTypeLabels,
  SPECIALISATIONS,
  specialisationLabels,
  type ProfessionalType,
} from '@/lib/validation/forms/professional-options';
import { ApplicationAgreement } from './application-agreement';
import { ApplicationInterpreting } from './application-interpreting';
import { ApplicationLanguagePairs } from './application-language-pairs';
import type { ApplicationOptions } from './application-options';
import { ApplicationRates } from './application-rates';
import { applicationDefaults, applicationFormSchema, type ApplicationFormApi, type ApplicationOutput } from './application-values';
import { FileField } from './file-field';
import { formMessages } from './form-messages';
import { MultiSelectField } from './multi-select-field';
import { PageForm } from './page-form';
import { PhoneField } from './phone-field';
import { PrivacyNote } from './privacy-note';
import { SearchableSelectField } from './searchable-select-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useApiForm } from './use-api-form';
import styles from './form.module.css';

const text = formMessages.application;
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));
const typeOptions = options(PROFESSIONAL_TYPES, professionalTypeLabels);
const specialisationOptions = options(SPECIALISATIONS, specialisationLabels);
const certificationOptions = options(CERTIFICATIONS, certificationLabels);
const availabilityOptions = options(AVAILABILITY, availabilityLabels);
const draftExclude = ['cv', 'agreementAccepted', 'company_website'] as const;
const cvAccept = [...CV_EXTENSIONS.map((ext) => `.${ext}`), ...CV_MIME_TYPES].join(',');

function isProfessionalType(value: unknown): value is ProfessionalType {
  return PROFESSIONAL_TYPES.some((type) => type === value);
}

/**
 * Fields that don't apply to the chosen profession are emptied when it changes: they are no
 * longer shown, so an error left in them could not be seen or fixed.
 */
function useClearHiddenFields(form: ApplicationFormApi) {
  const { watch, setValue } = form;
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      if (name !== 'professionalType' || type !== 'change') return;
      const rates = { perWordCents: undefined, perHourCents: undefined, perMinuteCents: undefined };
      setValue('rates', rates);
      if (values.professionalType !== 'interpreter') {
        setValue('locationsServed', []);
        setValue('travelRadiusMiles', undefined);
        setValue('remotePlatforms', []);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);
}

/**
 * Starts "Country" at the visitor's country from the IP lookup the phone input also uses (one
 * lookup per session, asked once the visitor starts on the form).
 */
function useCountryFromLookup(form: ApplicationFormApi) {
  const { getValues, setValue } = form;
  useEffect(
    () =>
      lookupIpCountryOnFormIntent((country) => {
        if (country && getValues('country') === '') setValue('country', country);
      }),
    [getValues, setValue],
  );
}

/** The application of translators, interpreters, proofreaders and transcribers. */
export function ApplicationForm({ options: lists, professionalType: preset }: { options: ApplicationOptions; professionalType?: ProfessionalType }) {
  const defaultValues = useMemo(() => applicationDefaults(preset), [preset]);
  const { form, receipt, startAgain, frame } = useApiForm({
    formId: preset ? `application-${preset}` : 'application',
    draftVersion: 1,
    schema: applicationFormSchema,
    labels: applicationLabels,
    defaultValues,
    draftExclude,
    send: (values: ApplicationOutput, { formFillMs, idempotencyKey }) => submitApplication(buildApplication(values, formFillMs), { idempotencyKey }),
    successMessage: text.success,
  });
  useClearHiddenFields(form);
  useCountryFromLookup(form);
  const chosen = form.watch('professionalType');
  const professionalType = isProfessionalType(chosen) ? chosen : undefined;

  return (
    <PageForm text={text} frame={{ ...frame, honeypot: form.register('company_website') }} receipt={receipt} startAgain={startAgain} footer={<PrivacyNote />}>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{text.aboutYou}</legend>
        <div className={styles.row}>
          <TextField form={form} name="name" label={applicationLabels.name} required autoComplete="name" />
          <TextField form={form} name="email" label={applicationLabels.email} required type="email" autoComplete="email" inputMode="email" />
        </div>
        <PhoneField form={form} name="telephone" label={applicationLabels.telephone} required />
        <SearchableSelectField
          form={form}
          name="country"
          label={applicationLabels.country}
          options={lists.countries}
          placeholder={text.countryPlaceholder}
          required
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{text.yourWork}</legend>
        <div className={styles.row}>
          <SelectField
            form={form}
            name="professionalType"
            label={applicationLabels.professionalType}
            options={typeOptions}
            placeholder={text.typePlaceholder}
            required
          />
          <SelectField
            form={form}
            name="availability"
            label={applicationLabels.availability}
            options={availabilityOptions}
            placeholder={text.availabilityPlaceholder}
            required
          />
        </div>
        <TextField form={form} name="yearsOfExperience" label={applicationLabels.yearsOfExperience} hint={text.yearsHint} numeric min={0} max={60} required />
        <MultiSelectField
          form={form}
          name="specialisations"
          label={applicationLabels.specialisations}
          hint={text.specialisationsHint}
          options={specialisationOptions}
          required
        />
        <MultiSelectField
          form={form}
          name="certifications"
          label={applicationLabels.certifications}
          hint={text.certificationsHint}
          options={certificationOptions}
        />
      </fieldset>
      <ApplicationLanguagePairs form={form} languages={lists.languages} />
      <ApplicationRates form={form} professionalType={professionalType} />
      {professionalType === 'interpreter' ? <ApplicationInterpreting form={form} locations={lists.locations} platforms={lists.platforms} /> : null}
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{text.documents}</legend>
        <FileField form={form} name="cv" label={applicationLabels.cv} accept={cvAccept} acceptLabel={text.cvAccept} required />
        <ApplicationAgreement form={form} professionalType={professionalType} />
      </fieldset>
    </PageForm>
  );
}
