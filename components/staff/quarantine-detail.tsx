'use client';

import { Fragment } from 'react';
import type { LanguageName } from './application-fields';
import { AppLink } from '@/components/ui/app-link';
import { plural } from '@/lib/plural';
import { LoadStatus } from './load-status';
import { FieldFacts } from './field-facts';
import { FileList } from './file-list';
import { formatSize, formatWhen } from './format';
import { heldBecause, heldKinds, openHeld, type HeldKind } from './held-submission';
import { useQuarantineActions } from './quarantine-actions';
import { useFocusOnShow } from './use-focus-on-show';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

/** What is known of a file without opening it: type, size, fingerprint, when it came. */
const fileFacts = (file: { contentType: string; sizeBytes: number; sha256: string; words: number | null; createdAt: Date }) =>
  [
    file.contentType,
    formatSize(file.sizeBytes),
    ...(file.words === null ? [] : [plural(file.words, 'word')]),
    `SHA-256 ${file.sha256}`,
    formatWhen(file.createdAt),
  ].join(', ');

/**
 * A held submission, opened from the quarantine: why the spam screen held it, everything that
 * was sent in words, its files' metadata (each downloaded as opaque bytes, never shown), and
 * release or delete. `onGone`: back to the list once it is deleted; `language` names its languages.
 */
export function QuarantineDetail({ kind, id, onGone, language }: { kind: HeldKind; id: string; onGone: () => void; language: LanguageName }) {
  const [loaded, reload] = useStaffData(`held:${kind}:${id}`, (signal) => openHeld(kind, id, signal, language));
  const heading = useFocusOnShow<HTMLHeadingElement>(loaded.state === 'ready');
  const actions = useQuarantineActions((_, move) => (move === 'delete' ? onGone() : reload()));

  if (loaded.state !== 'ready') return <LoadStatus loaded={loaded} />;
  const held = loaded.value;
  return (
    <article className={styles.detail} aria-labelledby="held-title">
      <p>
        <AppLink href="/staff/inbox/?kind=quarantine" prefetch={false}>
          Back to quarantine
        </AppLink>
      </p>
      <h2 id="held-title" ref={heading} tabIndex={-1}>
        {heldKinds[kind]} {held.reference}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Held because</dt>
          <dd>{held.quarantineReason === null ? 'Released: it is no longer held.' : heldBecause(held.quarantineReason)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Held since</dt>
          <dd>{formatWhen(held.quarantinedAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Received</dt>
          <dd>{formatWhen(held.createdAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Email</dt>
          <dd>{held.email}</dd>
        </div>
      </dl>
      {held.quarantineReason === null ? null : actions.buttons({ resource: kind, id, reference: held.reference })}
      {held.sections.map((section) => (
        <Fragment key={section.title}>
          <h3>{section.title}</h3>
          {section.fields.length === 0 ? (
            <p className={styles.muted}>Nothing was sent.</p>
          ) : (
            <dl className={styles.facts}>
              <FieldFacts fields={section.fields} />
            </dl>
          )}
        </Fragment>
      ))}
      {kind === 'quotes' || kind === 'applications' ? (
        <>
          <h3>Files</h3>
          {held.files.length === 0 ? (
            <p className={styles.muted}>No files came with it.</p>
          ) : (
            <>
              <p className={styles.muted}>Held files download as raw data, whatever their type: open one only once you trust it.</p>
              <FileList files={held.files} describe={fileFacts} />
            </>
          )}
        </>
      ) : null}
      {actions.dialog}
    </article>
  );
}
