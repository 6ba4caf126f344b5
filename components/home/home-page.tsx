import { PostCard } from '@/components/blog/post-card';
import { toPostCard } from '@/components/blog/post-card-data';
import { CardGrid } from '@/components/content/card-grid';
import { ReferenceCard } from '@/components/content/reference-card';
import { SectionBlock } from '@/components/content/section-block';
import { SectionCards } from '@/components/content/section-cards';
import { TestimonialCard } from '@/components/content/testimonial-card';
import type { BlogPost } from '@/lib/content/blog';
import type { ClientReference } from '@/lib/content/client-references';
import type { EditorialPage } from '@/lib/content/pages';
import type { Testimonial } from '@/lib/content/testimonials';
import { pickSections } from '@/lib/markdown/sections';
import { t } from '@/lib/i18n/messages';
import { HomeHero } from './home-hero';
import { MoreLink } from './more-link';
import { QuoteEntry } from './quote-entry';
import { Steps } from './steps';

const sectionIds = [
  'what-we-do',
  'get-an-instant-quote',
  'how-it-works',
  'our-services',
  'why-clients-trust-us',
  'what-clients-say',
  'work-for-organizations-like-yours',
  'from-the-blog',
] as const;

interface Props {
  /** content/pages/home.md */
  page: EditorialPage;
  testimonials: readonly Testimonial[];
  references: readonly ClientReference[];
  posts: readonly BlogPost[];
}

/** The home page: each band's copy is a `##` section of content/pages/home.md. */
export function HomePage({ page, testimonials, references, posts }: Props) {
  const section = pickSections(page.content.tree, sectionIds, page.file);
  return (
    <>
      <HomeHero page={page} />
      <SectionBlock section={section('what-we-do')} />
      <QuoteEntry section={section('get-an-instant-quote')} />
      <Steps section={section('how-it-works')} />
      <SectionCards section={section('our-services')} muted />
      <SectionCards section={section('why-clients-trust-us')} />
      <SectionBlock section={section('what-clients-say')} muted>
        <CardGrid>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </CardGrid>
        <MoreLink href="/testimonials/">{t('content.home.allTestimonials')}</MoreLink>
      </SectionBlock>
      <SectionBlock section={section('work-for-organizations-like-yours')}>
        <CardGrid>
          {references.map((reference) => (
            <li key={reference.id}>
              <ReferenceCard reference={reference} level={3} compact />
            </li>
          ))}
        </CardGrid>
        <MoreLink href="/references/">{t('content.home.allReferences')}</MoreLink>
      </SectionBlock>
      <SectionBlock section={section('from-the-blog')} muted>
        <CardGrid>
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={toPostCard(post)} headingLevel={3} />
            </li>
          ))}
        </CardGrid>
        <MoreLink href="/blog/">{t('content.home.allPosts')}</MoreLink>
      </SectionBlock>
    </>
  );
}
