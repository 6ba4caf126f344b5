import type { CalculatorKind } from '@/lib/calculators/handoff';
import type { QuoteFormData } from '@/lib/forms/quote-form-data';
import type { DocumentIslandProps } from './document/document-island';
import type { OnSiteIslandProps } from './on-site/on-site-island';
import type { PortugueseIslandProps } from './portuguese/portuguese-island';
import type { RemoteIslandProps } from './remote/remote-island';

/** An island's props without the page's preset, tagged with its kind. */
export type FetchedIslandProps =
  | ({ kind: 'document' } & Omit<DocumentIslandProps, 'preset' | 'initialFiles'>)
  | ({ kind: 'portuguese' } & PortugueseIslandProps)
  | ({ kind: 'on-site' } & Omit<OnSiteIslandProps, 'preset'>)
  | ({ kind: 'remote' } & Omit<RemoteIslandProps, 'preset'>);

/** The content of /calculator-data/<kind>.json: a calculator's data and its request form's lists. */
export interface FetchedIslandData {
  props: FetchedIslandProps;
  quoteForm: QuoteFormData;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The calculator's data file did not hold what this page's calculator needs. */
export class IslandDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IslandDataError';
  }
}

/**
 * Checks a fetched data file before an island renders with it. The file comes from the same build
 * as the page (the address carries its version), so the check is of its shape, not of every price:
 * a wrong or truncated file (a proxy's error page, a stale cache) is an error the page can show.
 */
export function readIslandData(json: unknown, kind: CalculatorKind): FetchedIslandData {
  if (!isRecord(json) || !isRecord(json.props) || !isRecord(json.quoteForm))
    throw new IslandDataError('The calculator data is not an object with props and quoteForm');
  const { props, quoteForm } = json;
  if (props.kind !== kind) throw new IslandDataError(`The calculator data is for "${String(props.kind)}", not "${kind}"`);
  if (!isRecord(props.tables) || !isRecord(props.messages)) throw new IslandDataError('The calculator data has no price tables or messages');
  if (!Array.isArray(quoteForm.locations) || !Array.isArray(quoteForm.platforms)) throw new IslandDataError('The calculator data has no request form lists');
  // The shape is checked above; the values were validated when the build wrote them.
  return json as unknown as FetchedIslandData;
}
