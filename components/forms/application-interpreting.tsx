'use client';

import type { SelectOption } from '@/components/ui/select-options';
import { applicationLabels } from '@/lib/validation/forms/application';
import type { ApplicationFormApi } from './application-values';
import { formMessages } from './form-messages';
import { MultiSelectField } from './multi-select-field';
import { TextField } from './text-field';
import styles from './form.module.css';

const text = formMessages.application;

/** Interpreters only: where they take on-site work, how far they travel, and the platforms they work on. */
export function ApplicationInterpreting({
  form,
  locations,
  platforms,
}: {
  form: ApplicationFormApi;
  locations: readonly SelectOption[];
  platforms: readonly SelectOption[];
}) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{text.interpreting}</legend>
      <MultiSelectField form={form} name="locationsServed" label={applicationLabels.locationsServed} hint={text.locationsHint} options={locations} />
      <TextField form={form} name="travelRadiusMiles" label={applicationLabels.travelRadiusMiles} hint={text.radiusHint} numeric min={0} max={500} />
      <MultiSelectField form={form} name="remotePlatforms" label={applicationLabels.remotePlatforms} hint={text.platformsHint} options={platforms} />
    </fieldset>
  );
}
