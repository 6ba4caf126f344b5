import { EditorialSections } from '@/components/content/editorial-sections';
import { LearnTopic } from '@/components/content/learn-topic';
import { getAllPosts } from '@/lib/content/blog-queries';
import { learnTopics, resolveTopics } from '@/lib/content/learn-topics';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getSupportArticles } from '@/lib/content/support-queries';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('learn', '/learn/');

export default function LearnPage() {
  const topics = resolveTopics(learnTopics, getAllPosts(), getSupportArticles());
  return (
    <EditorialSections
      page={getEditorialPage('learn')}
      trail={[{ name: t('nav.learn'), path: '/learn/' }]}
      custom={Object.fromEntries(topics.map((topic) => [topic.id, (section) => <LearnTopic section={section} topic={topic} />]))}
    />
  );
}
