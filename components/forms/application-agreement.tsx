'use client';

import { AppLink } from '@/components/ui/app-link';
import type { ProfessionalType } from '@/lib/validation/forms/professional-options';
import type { ApplicationFormApi } from './application-values';
import { CheckboxField } from './checkbox-field';
import { formMessages } from './form-messages';

const text = formMessages.application;
const translatorAgreement = <AppLink href="/agreement/translator-agreement/">{text.agreementTranslator}</AppLink>;
const interpreterAgreement = <AppLink href="/agreement/interpreter-agreement/">{text.agreementInterpreter}</AppLink>;

/** Acceptance of the agreement that applies: the interpreter agreement for interpreters, the translator agreement for the others. */
export function ApplicationAgreement({ form, professionalType }: { form: ApplicationFormApi; professionalType: ProfessionalType | undefined }) {
  return (
    <CheckboxField form={form} name="agreementAccepted" required>
      {text.agreement} {professionalType === 'interpreter' ? interpreterAgreement : translatorAgreement}
      {professionalType === undefined ? (
        <>
          {' '}
          {text.agreementJoin} {interpreterAgreement}
        </>
      ) : null}
      .
    </CheckboxField>
  );
}
