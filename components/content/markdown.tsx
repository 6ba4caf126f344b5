import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { AppLink } from '@/components/ui/app-link';
import { t } from '@/lib/i18n/messages';
import { isServiceVariantPath } from '@/lib/services/variant-path';
import styles from './markdown.module.css';

function MarkdownLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <AppLink href={href} prefetch={!isServiceVariantPath(href)} {...rest}>
        {children}
      </AppLink>
    );
  }
  if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} rel="noopener noreferrer external" target="_blank" className={styles.external} {...rest}>
      {children}
      <span className="visually-hidden"> {t('common.externalLink')}</span>
    </a>
  );
}

function anchored(Tag: 'h2' | 'h3') {
  return function AnchoredHeading({ id, children }: ComponentProps<'h2'>) {
    return (
      <Tag id={id} className={styles.heading}>
        {children}
        {id ? (
          <a href={`#${id}`} className={styles.anchor} aria-hidden="true" tabIndex={-1}>
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}

const components: Partial<Components> = { a: MarkdownLink, h2: anchored('h2'), h3: anchored('h3') };

/** Renders a tree from lib/content/markdown: internal links are client-side, external ones marked. */
export function Markdown({ tree, className }: { tree: Root; className?: string }) {
  return <div className={`prose ${className ?? ''}`}>{toJsxRuntime(tree, { Fragment, jsx, jsxs, components })}</div>;
}
