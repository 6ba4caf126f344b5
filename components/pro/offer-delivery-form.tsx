'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { deliverOffer } from '@/lib/api/offers';
import type { Translator } from '@/lib/i18n/translate';
import { certificationStatement } from '@/lib/certification';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { asApiError, problemText } from './offer-problem';
import styles from './offer-panel.module.css';

interface Props {
  token: string;
  t: Translator;
  onDelivered: () => void;
  /** A certified translation: PDF only, and the translator signs the statement for this pair. */
  certification?: { sourceLanguage: string; targetLanguage: string } | undefined;
}

/** What the server takes from a delivery (server/routes/offers: the intake's types). */
const ACCEPT =
  '.pdf,.docx,.txt,.jpg,.jpeg,.png,.webp,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,image/jpeg,image/png,image/webp';
const CERTIFIED_ACCEPT = '.pdf,application/pdf';
const NOTE_MAX = 2000;

/**
 * The translated files and a note, then "Mark as delivered" and a confirmation in place; the
 * upload shows its real progress (the bytes sent, from XMLHttpRequest). One idempotency key per
 * chosen delivery, so pressing again after a lost answer can't make a second round.
 */
export function OfferDeliveryForm({ token, t, onDelivered, certification }: Props) {
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [signatureName, setSignatureName] = useState('');
  const [consent, setConsent] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<ApiError | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const key = useRef<string | undefined>(undefined);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const fileId = useId();
  const noteId = useId();
  const signId = useId();
  const unsigned = certification !== undefined && (signatureName.trim().length < 3 || !consent);
  const sending = progress !== undefined;

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  function ask(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0 || unsigned) {
      setMissing(true);
      return;
    }
    setConfirming(true);
  }

  async function send() {
    key.current ??= crypto.randomUUID();
    setProblem(undefined);
    setProgress(0);
    try {
      await deliverOffer(token, files, note, key.current, setProgress, certification === undefined ? undefined : { name: signatureName, consent });
      key.current = undefined;
      onDelivered();
    } catch (error) {
      setProblem(asApiError(error));
      setConfirming(false);
    } finally {
      setProgress(undefined);
    }
  }

  const percent = Math.round((progress ?? 0) * 100);
  const count = files.length === 1 ? t('work.upload.oneFile') : t('work.upload.fileCount', { count: files.length });
  return (
    <form className={styles.decline} onSubmit={ask} aria-labelledby={`${fileId}-heading`} data-delivery-form>
      <h4 id={`${fileId}-heading`} className={styles.minorHeading}>
        {t('work.upload.heading')}
      </h4>
      <Field id={fileId} label={t('work.upload.files')} error={missing && files.length === 0 ? t('work.upload.needFiles') : problem?.fields?.files} required>
        {(control) => (
          <FileInput
            {...control}
            multiple
            accept={certification === undefined ? ACCEPT : CERTIFIED_ACCEPT}
            acceptLabel={certification === undefined ? t('work.upload.accept') : t('work.upload.certifiedAccept')}
            value={files}
            disabled={sending}
            onChange={(next) => {
              setFiles(next);
              setConfirming(false);
              key.current = undefined;
            }}
          />
        )}
      </Field>
      <Field id={noteId} label={t('work.upload.note')} hint={t('work.upload.noteHint')} error={problem?.fields?.note} optional>
        {(control) => <TextArea {...control} rows={3} maxLength={NOTE_MAX} value={note} disabled={sending} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      {certification === undefined ? null : (
        <fieldset className={styles.signature} aria-describedby={`${signId}-intro`} data-certification-statement>
          <legend className={styles.minorHeading}>{t('work.sign.heading')}</legend>
          <p id={`${signId}-intro`} className={styles.text}>
            {t('work.sign.intro')}
          </p>
          <blockquote className={styles.statement}>
            {certificationStatement(signatureName.trim() === '' ? '…' : signatureName.trim(), certification.sourceLanguage, certification.targetLanguage)}
          </blockquote>
          <Field
            id={`${signId}-name`}
            label={t('work.sign.name')}
            hint={t('work.sign.nameHint')}
            error={missing && signatureName.trim().length < 3 ? t('work.sign.needName') : problem?.fields?.signatureName}
            required
          >
            {(control) => (
              <TextInput
                {...control}
                autoComplete="name"
                maxLength={200}
                value={signatureName}
                disabled={sending}
                onChange={(event) => {
                  setSignatureName(event.target.value);
                  setConfirming(false);
                }}
              />
            )}
          </Field>
          <Checkbox
            id={`${signId}-consent`}
            label={t('work.sign.consent')}
            hint={t('work.sign.recorded')}
            checked={consent}
            disabled={sending}
            error={missing && !consent ? t('work.sign.needConsent') : problem?.fields?.signatureConsent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setConfirming(false);
            }}
          />
        </fieldset>
      )}
      {sending ? (
        <div className={styles.progress}>
          <label htmlFor={`${fileId}-progress`}>{t('work.upload.progress')}</label>
          <progress id={`${fileId}-progress`} max={100} value={percent} data-upload-progress={percent}>
            {percent}%
          </progress>
          <span aria-hidden="true">{percent}%</span>
        </div>
      ) : null}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={`${fileId}-confirm`}>
          <p id={`${fileId}-confirm`} className={styles.text}>
            {t('work.upload.confirm', { count })}
          </p>
          <div className={styles.actions}>
            <button ref={confirmButton} type="button" className="button button-accent" disabled={sending} onClick={() => void send()}>
              {sending ? t('work.upload.sending') : t('work.upload.confirmButton')}
            </button>
            <button type="button" className="button button-ghost" disabled={sending} onClick={() => setConfirming(false)}>
              {t('work.upload.back')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <SubmitButton variant="accent" busy={false} busyLabel={t('work.upload.sending')}>
            {t('work.upload.submit')}
          </SubmitButton>
        </div>
      )}
      {problem === undefined ? null : (
        <p className={styles.problem} role="alert">
          {problemText(problem, t)}
        </p>
      )}
    </form>
  );
}
