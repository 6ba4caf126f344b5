'use client';

import type { ProfessionalType } from '@/lib/validation';
import type { ApplicationFormApi } from './application-values';
import { CheckboxField } from './checkbox-field';
import { formMessages } from './form-messages';

const text = formMessages.application;
const translatorAgreement = <a href="/agreement/translator-agreement/">{text.agreementTranslator}</a>;
const interpreterAgreement = <a href="/agreement/interpreter-agreement/">{text.agreementInterpreter}</a>;

/** Acceptance of the agreement that applies: the interpreter agreement for interpreters, the translator agreement for the others. */
export function ApplicationAgreement({ form, professionalType }: { form: ApplicationFormApi; professionalType: ProfessionalType | undefined }) {
  return (
    <CheckboxField form={form} name="agreementAccepted" required>
      {text.agreement}{' '}
      {professionalType === 'interpreter' ? interpreterAgreement : translatorAgreement}
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
