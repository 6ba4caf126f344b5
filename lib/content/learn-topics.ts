import type { BlogPost } from './blog';
import type { BlogTag, FaqCategory, SupportCategory } from './schema-parts';
import type { SupportArticle } from './support';

/**
 * The topics of the /learn/ hub. Each id is a `##` section of content/pages/learn.md (its heading
 * and introduction); posts join a topic by their first (main) tag, support articles by category,
 * so every post and article appears exactly once and new ones find their place on their own.
 */
export interface LearnTopic {
  id: string;
  mainTags: readonly BlogTag[];
  supportCategories: readonly SupportCategory[];
  faqCategories: readonly FaqCategory[];
}

export const learnTopics: readonly LearnTopic[] = [
  {
    id: 'certified-translation-for-immigration-and-study',
    mainTags: ['immigration', 'certified-translation', 'education', 'languages'],
    supportCategories: ['ordering', 'certified-translation'],
    faqCategories: ['certified-translation', 'turnaround-and-delivery'],
  },
  {
    id: 'interpreting-in-courts-hospitals-and-meetings',
    mainTags: ['interpretation', 'remote-interpreting', 'legal', 'medical'],
    supportCategories: ['interpretation'],
    faqCategories: ['interpretation'],
  },
  {
    id: 'prices-payment-and-privacy',
    mainTags: ['pricing', 'business'],
    supportCategories: ['payments-and-delivery', 'account-and-privacy'],
    faqCategories: ['pricing-and-payment', 'privacy-and-security', 'working-with-us'],
  },
];

export interface ResolvedTopic extends LearnTopic {
  posts: BlogPost[];
  articles: SupportArticle[];
}

/** Fills each topic with its posts and articles. */
export function resolveTopics(topics: readonly LearnTopic[], posts: readonly BlogPost[], articles: readonly SupportArticle[]): ResolvedTopic[] {
  return topics.map((topic) => ({
    ...topic,
    posts: posts.filter((post) => post.tags[0] !== undefined && topic.mainTags.includes(post.tags[0])),
    articles: articles.filter((article) => topic.supportCategories.includes(article.category)),
  }));
}
