import type { ReactNode } from 'react';

interface Props {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The shared look of the 404, error and global-error pages. */
export function ErrorView({ eyebrow, title, children }: Props) {
  return (
    <section className="container error-view">
      <p className="eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}
