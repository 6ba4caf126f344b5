// Served as /support/search-index.json (supportSearchIndexPath); keep the two in step.
import { buildSupportSearchIndex } from '@/lib/content/support-search-index';
import { getSupportArticles } from '@/lib/content/support-queries';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildSupportSearchIndex(getSupportArticles()));
}
