import { z } from 'zod';
import type { SummaryLine } from './describe';

/** What the client told us when asking: shown back on the order page and in the receipt. */
export interface ClientDetails {
  name: string;
  organisation: string | null;
  /** The PO number or reference the invoice carries. */
  purchaseOrder: string | null;
  nameSpellings: string | null;
  notes: string | null;
}

const given = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);

/** From the contact stored with the order's project. */
function clientDetailsOf(contact: Readonly<Record<string, string>>, fallbackName: string): ClientDetails {
  return {
    name: given(contact.name) ?? fallbackName,
    organisation: given(contact.organisation),
    purchaseOrder: given(contact.purchaseOrder),
    nameSpellings: given(contact.nameSpellings),
    notes: given(contact.notes),
  };
}

const storedDraft = z.object({ clientContact: z.record(z.string(), z.string()) });

/** From the project draft stored with an order (`orders.project_draft`), whose `clientContact` is what the client gave. */
export function clientDetailsOfDraft(draft: unknown, fallbackName: string): ClientDetails {
  const parsed = storedDraft.safeParse(draft);
  return clientDetailsOf(parsed.success ? parsed.data.clientContact : {}, fallbackName);
}

/** The client's details line by line, as the order page and the receipt restate them. */
export function describeClientDetails(details: ClientDetails): SummaryLine[] {
  return [
    { label: 'Name', value: details.name },
    ...(details.organisation === null ? [] : [{ label: 'Organization', value: details.organisation }]),
    ...(details.purchaseOrder === null ? [] : [{ label: 'Purchase order or reference', value: details.purchaseOrder }]),
    ...(details.nameSpellings === null ? [] : [{ label: 'Name spellings', value: details.nameSpellings }]),
    ...(details.notes === null ? [] : [{ label: 'Notes for the translator', value: details.notes }]),
  ];
}
