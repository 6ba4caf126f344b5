'use client';

import { useMemo, useRef, useState, type ComponentPropsWithRef, type DragEvent, type MouseEvent } from 'react';
import { formatFileSize, mergeFiles } from './file-list';
import { mergeRefs } from './merge-refs';
import { uiMessages, uiText } from './ui-messages';
import { cx } from './class-names';
import styles from './file-input.module.css';

export type FileInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'id'> & {
  id: string;
  /** The chosen files (controlled; use react-hook-form's `Controller`). */
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** A line under the prompt, e.g. "PDF or DOCX, up to 10 MB". */
  acceptLabel?: string;
};

/**
 * Files by drag and drop or the system picker. The native input stays in the tab order (visually
 * hidden inside the drop zone, whose focus ring shows), so keyboard and screen-reader users get
 * the browser's own file button; each chosen file has a remove button.
 */
export function FileInput({ id, value, onChange, multiple = false, disabled, acceptLabel, className, ref, ...inputProps }: FileInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const setRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    onChange(mergeFiles(value, Array.from(files), multiple));
  }

  function openPicker(event: MouseEvent<HTMLDivElement>) {
    if (disabled || event.target === inputRef.current) return;
    inputRef.current?.click();
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(event.dataTransfer.files);
  }

  const zoneClasses = cx(
    styles.zone,
    dragging && styles.dragging,
    Boolean(inputProps['aria-invalid']) && styles.invalid,
    disabled && styles.disabled,
    className,
  );

  return (
    <div>
      <div className={zoneClasses} onClick={openPicker} onDragOver={onDragOver} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span aria-hidden="true">
          {multiple ? uiMessages.file.drop : uiMessages.file.dropOne} <span className={styles.browse}>{uiMessages.file.browse}</span>
        </span>
        {acceptLabel ? <span className={styles.accept}>{acceptLabel}</span> : null}
        <input
          {...inputProps}
          ref={setRef}
          id={id}
          type="file"
          multiple={multiple}
          disabled={disabled}
          className="visually-hidden"
          onChange={(event) => {
            add(event.currentTarget.files);
            // Cleared so that choosing the same file again after removing it still fires a change.
            event.currentTarget.value = '';
          }}
        />
      </div>
      {value.length > 0 ? (
        <ul className={styles.list} aria-label={uiMessages.file.chosen}>
          {value.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
              <span className={styles.name}>{file.name}</span>
              <span className={styles.size}>{formatFileSize(file.size)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={uiText('file.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => {
                  onChange(value.filter((_, at) => at !== index));
                  inputRef.current?.focus();
                }}
              >
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="m4 4 8 8m0-8-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
