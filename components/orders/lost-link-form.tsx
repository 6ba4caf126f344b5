'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formBehaviour, schemaResolver } from '@/components/forms/form-config';
import { FormIdContext } from '@/components/forms/form-scope';
import { TextField } from '@/components/forms/text-field';
import formStyles from '@/components/forms/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError, normalizeApiError } from '@/lib/api/errors';
import { requestOrderLink } from '@/lib/api/orders';
import type { Translator } from '@/lib/i18n/translate';
import { orderLinkLabels, orderLinkSchema, type OrderLinkForm, type OrderLinkFormInput } from '@/lib/validation/forms/order-link';

const id = 'lost-link';
const defaultValues: OrderLinkFormInput = { reference: '', email: '' };

/**
 * "Lost the link to your order?": the order's reference and the email address it was made with
 * (the shared schema, as the API checks it). The answer is the same whether or not they match an
 * order, so the page says what happens if they do.
 */
export function LostLinkForm({ t, contactEmail }: { t: Translator; contactEmail: string }) {
  const form = useForm<OrderLinkFormInput, unknown, OrderLinkForm>({
    ...formBehaviour,
    resolver: schemaResolver(orderLinkSchema, orderLinkLabels),
    defaultValues,
  });
  const [sent, setSent] = useState<OrderLinkForm>();
  const [failure, setFailure] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await requestOrderLink(values);
      setSent(values);
    } catch (error) {
      setFailure((isApiError(error) ? error : normalizeApiError(error)).message);
    }
  });

  if (sent !== undefined) {
    return (
      <section className={`card ${formStyles.form}`} aria-labelledby={`${id}-sent`} data-testid="lost-link-sent">
        <h2 id={`${id}-sent`}>{t('lostLink.sentHeading')}</h2>
        <p role="status">{t('lostLink.sent', { reference: sent.reference, email: sent.email, contact: contactEmail })}</p>
      </section>
    );
  }
  return (
    <FormIdContext value={id}>
      <form
        id={id}
        className={`card ${formStyles.form}`}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${id}-heading`}
        aria-busy={form.formState.isSubmitting || undefined}
      >
        <h2 id={`${id}-heading`} className={formStyles.heading}>
          {t('lostLink.heading')}
        </h2>
        <p className={formStyles.intro}>{t('lostLink.intro')}</p>
        <TextField form={form} name="reference" label={orderLinkLabels.reference} hint={t('lostLink.referenceHint')} required autoComplete="off" />
        <TextField form={form} name="email" label={orderLinkLabels.email} required type="email" autoComplete="email" inputMode="email" />
        <div className={formStyles.actions}>
          <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('lostLink.sending')} aria-describedby={failure ? `${id}-failure` : undefined}>
            {t('lostLink.submit')}
          </SubmitButton>
          {failure ? (
            <p id={`${id}-failure`} role="alert" className={formStyles.failure}>
              {failure}
            </p>
          ) : null}
        </div>
      </form>
    </FormIdContext>
  );
}
