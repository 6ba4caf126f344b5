/** One block of body copy: a heading, its paragraphs and an optional list. */
export interface CopySection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
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
}

/** The copy minus title and description, which are composed separately for length and uniqueness. */
export type VariantBody = Pick<VariantCopy, 'h1' | 'sections' | 'faq'>;
