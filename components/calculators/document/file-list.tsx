import { scannedWordsField } from '@/lib/calculators/file-documents';
import type { Translator } from '@/lib/i18n/translate';
import { formatCount } from '@/lib/pricing/format';
import styles from '../calculator.module.css';
import { TextField } from '../fields/text-field';
import type { ListedRow } from './file-row';

interface Props {
  id: string;
  rows: readonly ListedRow[];
  t: Translator;
  errors: Partial<Record<string, string>>;
  onRemove: (id: string) => void;
  onScannedWords: (id: string, text: string) => void;
}

interface Counts {
  words: number;
  pages: number;
  scannedPages: number;
}

function countSummary(row: Counts, t: Translator): string {
  if (row.words === 0 && row.scannedPages === 0) return t('calculators.files.empty');
  const parts = [t(row.words === 1 ? 'calculators.files.wordsOne' : 'calculators.files.words', { count: formatCount(row.words) })];
  if (row.pages > 0) parts.push(t(row.pages === 1 ? 'calculators.files.pagesOne' : 'calculators.files.pages', { count: formatCount(row.pages) }));
  if (row.scannedPages > 0)
    parts.push(t(row.scannedPages === 1 ? 'calculators.files.scannedOne' : 'calculators.files.scanned', { count: formatCount(row.scannedPages) }));
  return parts.join(' · ');
}

const nameOf = (row: ListedRow) => (row.status === 'shared' ? row.name : row.file.name);

/**
 * The chosen files (and the documents of a shared link), each with its count or error, a word count
 * for scanned pages and a remove button.
 */
export function FileList({ id, rows, t, errors, onRemove, onScannedWords }: Props) {
  if (rows.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={t('calculators.files.listLabel')}>
      {rows.map((row) => (
        <li key={row.id} className={styles.file} data-status={row.status} data-testid="file-row">
          <div className={styles['file-head']}>
            <span className={styles['file-name']}>{nameOf(row)}</span>
            <button
              type="button"
              className={styles['file-remove']}
              onClick={() => onRemove(row.id)}
              aria-label={t('calculators.files.remove', { name: nameOf(row) })}
            >
              {t('calculators.files.removeShort')}
            </button>
          </div>
          {row.status === 'counting' ? <p className={styles['file-status']}>{t('calculators.files.counting')}</p> : null}
          {row.status === 'failed' ? <p className={styles['file-error']}>{row.message}</p> : null}
          {row.status === 'counted' || row.status === 'shared' ? (
            <>
              <p className={styles['file-status']} data-testid="file-count">
                {countSummary(row, t)}
              </p>
              {row.scannedPages > 0 ? (
                <TextField
                  id={`${id}-${scannedWordsField(row.id)}`}
                  label={t('calculators.files.scannedWords')}
                  hint={t('calculators.files.scannedWordsHint')}
                  inputMode="numeric"
                  autoComplete="off"
                  value={row.scannedWords}
                  onChange={(text) => onScannedWords(row.id, text)}
                  error={errors[scannedWordsField(row.id)]}
                />
              ) : null}
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
