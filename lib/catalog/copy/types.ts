/** One block of body copy: a heading, its paragraphs and an optional list. */
export interface CopySection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** A public source a page's facts come from (content/catalog/pairs.yaml). */
export interface SourceRef {
  publisher: string;
  title: string;
  url: string;
  /** ISO date the source was last read to confirm the facts. */
  checked: string;
}

/** A language-in-city page's sources: a heading, a line before the list, and the list. */
export interface PageSources {
  heading: string;
  intro: string;
  list: SourceRef[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** Everything a variant page needs in words; prices are rendered by the page from the pricing engine. */
export interface VariantCopy {
  h1: string;
  /** At most 60 characters; the layout appends ` | Verbalis`. */
  title: string;
  /** 120–160 characters. */
  description: string;
  sections: CopySection[];
  faq: FaqItem[];
  /** Language-in-city pages only: where their facts come from. */
  sources?: PageSources;
}

/** The copy minus title and description, which are composed separately for length and uniqueness. */
export type VariantBody = Pick<VariantCopy, 'h1' | 'sections' | 'faq' | 'sources'>;
