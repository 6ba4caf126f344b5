import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** `count` words of plain prose, in sentences. */
export function words(count: number, seed = 'translation'): string {
  const sentence = ['The', 'certified', seed, 'arrives', 'as', 'a', 'signed', 'PDF', 'with', 'every', 'stamp', 'translated.'];
  return Array.from({ length: count }, (_, i) => sentence[i % sentence.length]).join(' ');
}

export function frontMatter(data: Record<string, unknown>, body: string): string {
  const yaml = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n${body}\n`;
}

export interface TempTree {
  root: string;
  write: (path: string, text: string) => string;
  path: (path: string) => string;
  remove: () => void;
}

export function tempTree(): TempTree {
  const root = mkdtempSync(join(tmpdir(), 'content-test-'));
  return {
    root,
    path: (path) => join(root, path),
    write: (path, text) => {
      const full = join(root, path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
      return full;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

export const member = { name: 'Maria Alvarez', role: 'Head of Certified Translation', languages: ['Spanish', 'English'], order: 1 };

export const post = {
  title: 'How USCIS Certified Translations Work',
  description: 'What USCIS means by a certified translation, what the certificate must say, and the mistakes that most often trigger a request for evidence.',
  published: '2026-02-10',
  author: 'maria-alvarez',
  tags: ['immigration', 'certified-translation'],
};

export const postBody = `## The rule\n\n${words(320)}\n\n## The certificate\n\n${words(320, 'certificate')}`;

export const article = {
  title: 'How do I order a certified translation?',
  summary: 'Step by step: upload your documents, check the quote, pay, and receive a signed PDF by email within a business day.',
  category: 'ordering',
  order: 1,
  related: ['second-article'],
  updated: '2026-04-20',
};

export const articleBody = `## First\n\n${words(120)}\n\n## Second\n\n${words(120, 'apostille')}`;

export const agreement = {
  title: 'Terms of Service',
  description: 'The terms that apply when you request a quote, order a certified translation or book an interpreter with Verbalis Translation and Interpretation.',
  version: '4.1',
  effective: '2026-03-02',
};

export const editorialPage = {
  title: 'About Verbalis',
  description: 'Since 2011 Verbalis has delivered certified translations accepted by USCIS and courts across the United States.',
  h1: 'Language services built on accountability',
  updated: '2026-04-20',
};

function faqYaml(entries: Record<string, unknown>[]): string {
  return JSON.stringify(entries);
}

export const faqEntry = {
  id: 'what-is-a-certified-translation',
  category: 'certified-translation',
  question: 'What is a certified translation?',
  answer: words(60),
};

export const testimonial = {
  id: 'green-card-queens',
  quote: words(40),
  name: 'Lucía M.',
  role: 'Green card applicant, Queens, NY',
  service: 'document-translation',
  rating: 5,
  date: '2025-04-11',
};

export const reference = {
  id: 'immigration-firm',
  title: 'Certified translations for 180 family cases',
  organization: 'Immigration law firm in Miami',
  sector: 'legal',
  services: ['document-translation'],
  languages: ['Spanish', 'Haitian Creole'],
  work: words(80),
  outcome: words(40),
};

/** A complete, valid content tree; tests overwrite single files to make it invalid. */
export function writeValidSite(tree: TempTree): void {
  tree.write('team/maria-alvarez.md', frontMatter(member, words(80)));
  tree.write('blog/uscis-certified-translation.md', frontMatter(post, postBody));
  tree.write('support/first-article.md', frontMatter(article, `${articleBody}\n\nSee the [second article](/support/second-article/#second).`));
  tree.write(
    'support/second-article.md',
    frontMatter({ ...article, title: 'Which countries accept an apostille?', summary: 'Apostilles are recognized among the members of the Hague Apostille Convention; check the destination first.', order: 2, related: ['first-article'] }, articleBody),
  );
  tree.write('faq.yaml', faqYaml([faqEntry]));
  tree.write('testimonials.yaml', JSON.stringify([testimonial]));
  tree.write('references.yaml', JSON.stringify([reference]));
  tree.write('agreements/terms-of-service.md', frontMatter(agreement, `## 1. About\n\n${words(50)}`));
  tree.write('pages/about-us.md', frontMatter(editorialPage, `## Our story\n\nRead the [FAQ](/faq/#what-is-a-certified-translation) and the [terms](/agreement/terms-of-service/).`));
}

/** Runs `load`, expecting a ContentError whose message names the file and contains `problem`. */
export function contentErrorOf(load: () => unknown): { file: string; message: string } {
  try {
    load();
  } catch (error) {
    if (error instanceof Error && 'file' in error && typeof error.file === 'string') return { file: error.file, message: error.message };
    throw error;
  }
  throw new Error('expected a ContentError, but loading succeeded');
}
