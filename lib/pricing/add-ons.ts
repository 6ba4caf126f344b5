import { resolveCountry } from './context';
import { fail } from './errors';
import type { HardCopyOption } from './table-schema';
import type { QuoteDraft } from './quote-builder';
import type { PricingContext } from './types';

export interface AddOnChoice {
  notarization: boolean;
  apostilles: number;
  hardCopy: 'none' | HardCopyOption;
  /** Needed for an apostille; absent when the client has not said. */
  countryOfUse?: string;
}

/** The country an apostille is for: required, abroad, and party to the Apostille Convention. */
function apostilleCountry(choice: AddOnChoice, ctx: PricingContext): { name: string } {
  if (choice.countryOfUse === undefined) {
    return fail('invalid_input', 'Choose the country where the apostilled translation will be used', 'countryOfUse');
  }
  if (choice.countryOfUse.toUpperCase() === 'US') {
    return fail(
      'apostille_not_available',
      'An apostille is only for documents used abroad. A translation used in the United States (USCIS, US courts, US universities) needs a certified translation and no apostille; choose the country where it will be used, or remove the apostille.',
      'apostilles',
    );
  }
  const country = resolveCountry(ctx.tables, choice.countryOfUse, 'countryOfUse');
  if (!country.hague) {
    fail(
      'apostille_not_available',
      `${country.name} is not party to the Hague Apostille Convention, so it does not accept apostilles; documents for use there need consular legalization instead.`,
      'apostilles',
    );
  }
  return country;
}

/**
 * Notarization, apostilles and the mailed hard copy, shared by certified translation and the
 * Portuguese package. An apostille authenticates a notary's seal and is a paper certificate, so it
 * brings notarization with it and needs a hard copy by mail (support: notarization and apostille add-ons).
 */
export function applyAddOns(draft: QuoteDraft, choice: AddOnChoice, ctx: PricingContext): void {
  const { addOns } = ctx.tables;
  const apostille = choice.apostilles > 0;
  const country = apostille ? apostilleCountry(choice, ctx) : undefined;
  if (apostille && choice.hardCopy === 'none') {
    fail(
      'invalid_input',
      'An apostille is a paper certificate, so an apostilled translation is delivered by mail: choose how the hard copy is sent',
      'hardCopy',
    );
  }

  if (choice.notarization || apostille) {
    if (!choice.notarization) {
      draft.because('notarization-for-apostille', 'An apostille authenticates a notary’s seal, so notarization is added to an order with an apostille.');
    }
    draft.add({
      id: 'notarization',
      label: 'Notarization',
      quantity: 1,
      unit: 'order',
      unitPriceCents: addOns.notarization.perOrderCents,
      amountCents: addOns.notarization.perOrderCents,
    });
  }
  if (country !== undefined) {
    draft.add({
      id: 'apostille',
      label: `Apostille for use in ${country.name}`,
      quantity: choice.apostilles,
      unit: 'document',
      unitPriceCents: addOns.apostille.perDocumentCents,
      amountCents: choice.apostilles * addOns.apostille.perDocumentCents,
    });
    draft.because('apostille', `${country.name} is party to the Hague Apostille Convention, so an apostille is accepted there.`);
  }
  if (choice.hardCopy !== 'none') {
    const mail = addOns.hardCopy[choice.hardCopy];
    draft.add({
      id: 'hard-copy',
      label: `Hard copy by mail: ${mail.label}`,
      quantity: 1,
      unit: 'order',
      unitPriceCents: mail.cents,
      amountCents: mail.cents,
    });
  }
}
