import { resolveCountry } from './context';
import { fail } from './errors';
import type { HardCopyOption } from './table-schema';
import type { QuoteDraft } from './quote-builder';
import type { PricingContext } from './types';

export interface AddOnChoice {
  notarization: boolean;
  apostilles: number;
  hardCopy: 'none' | HardCopyOption;
  countryOfUse: string;
}

/** Notarization, apostilles and the mailed hard copy, shared by certified translation and the Portuguese package. */
export function applyAddOns(draft: QuoteDraft, choice: AddOnChoice, ctx: PricingContext): void {
  const { addOns } = ctx.tables;
  const country = resolveCountry(ctx.tables, choice.countryOfUse, 'countryOfUse');

  if (choice.notarization) {
    draft.add({
      id: 'notarization',
      label: 'Notarization',
      quantity: 1,
      unit: 'order',
      unitPriceCents: addOns.notarization.perOrderCents,
      amountCents: addOns.notarization.perOrderCents,
    });
  }
  if (choice.apostilles > 0) {
    if (!country.hague) {
      fail(
        'apostille_not_available',
        `${country.name} is not party to the Hague Apostille Convention, so it does not accept apostilles; documents for use there need consular legalization instead.`,
        'apostilles',
      );
    }
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
