import type { ChangeEvent, DragEvent, ReactNode } from 'react';
import type { Translator } from '@/lib/i18n/translate';
import { SUPPORTED_EXTENSIONS } from '@/lib/wordcount/detect-type';
import { WORD_COUNT_LIMITS } from '@/lib/wordcount/limits';
import styles from '../calculator.module.css';

const megabytes = Math.round(WORD_COUNT_LIMITS.maxFileBytes / 1024 / 1024);
const acceptedFiles = SUPPORTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface Props {
  id: string;
  t: Translator;
  /** Live handlers; the shell renders without them (its frame keeps what is dropped there). */
  onFiles?: (files: File[]) => void;
  dragging?: boolean;
  onDragChange?: (dragging: boolean) => void;
  children?: ReactNode;
}

/** Where files are dropped or chosen; they are counted on the visitor's device, not uploaded. */
export function FileDrop({ id, t, onFiles, dragging, onDragChange, children }: Props) {
  const handlers = onFiles
    ? {
        onDragOver(event: DragEvent<HTMLDivElement>) {
          event.preventDefault();
          onDragChange?.(true);
        },
        onDragLeave() {
          onDragChange?.(false);
        },
        onDrop(event: DragEvent<HTMLDivElement>) {
          event.preventDefault();
          onDragChange?.(false);
          onFiles(Array.from(event.dataTransfer.files));
        },
      }
    : {};
  const onChange = onFiles
    ? (event: ChangeEvent<HTMLInputElement>) => {
        onFiles(Array.from(event.target.files ?? []));
        // Lets the same file be chosen again after it was removed.
        event.target.value = '';
      }
    : undefined;
  return (
    <div className={styles.drop} data-dragging={dragging ? 'true' : undefined} {...handlers}>
      <p className={styles['drop-title']}>{t('calculators.files.title')}</p>
      <div className={styles['drop-actions']}>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={acceptedFiles}
          className={styles['file-input']}
          onChange={onChange}
          aria-describedby={`${id}-files-hint`}
        />
        <label htmlFor={`${id}-files`} className="button button-ghost">
          {t('calculators.files.choose')}
        </label>
        <span className={styles.note}>{t('calculators.files.orDrop')}</span>
      </div>
      <p id={`${id}-files-hint`} className={styles.note}>
        {t('calculators.files.hint', { files: WORD_COUNT_LIMITS.maxFiles, megabytes })}
      </p>
      {children}
    </div>
  );
}
