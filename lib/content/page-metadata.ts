import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { getEditorialPage } from './pages';

export function editorialMetadata(slug: string, path: string): Metadata {
  const page = getEditorialPage(slug);
  return pageMetadata({ title: page.title, description: page.description, path, brandTitle: path === '/' });
}
