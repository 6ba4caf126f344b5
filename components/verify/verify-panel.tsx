'use client';

import { useEffect, useId, useMemo, useState, useSyncExternalStore, type DragEvent, type FormEvent } from 'react';
import type { CertificateVerification } from '@/lib/api/contract/verify';
import { verifyCertificate } from '@/lib/api/verify';
import { asApiError } from '@/lib/api/submit';
import { normalizeVerificationCode } from '@/lib/certification';
import { createTranslator, type Messages } from '@/lib/i18n/translate';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import { site } from '@/lib/site';
import styles from './verify.module.css';

const noChanges = () => () => {};
const browserSearch = () => window.location.search;
// Pre-rendered without a query: on the server, and while hydrating, there is no code yet.
const prerenderSearch = () => '';

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'unknown' }
  | { state: 'failed'; message: string }
  | { state: 'found'; certificate: CertificateVerification };

/** Hex SHA-256 of the file, computed here: nothing is uploaded. */
async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `/verify/`: the certificate named by the code of the address (or typed here), as the API records
 * it, and a drop zone that hashes the PDF the visitor holds in the browser and compares it.
 */
export function VerifyPanel({ messages, contactEmail }: { messages: Messages; contactEmail: string }) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const search = useSyncExternalStore(noChanges, browserSearch, prerenderSearch);
  const fromAddress = new URLSearchParams(search).get('code') ?? '';
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [code, setCode] = useState<string | undefined>(undefined);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [match, setMatch] = useState<'reading' | 'genuine' | 'altered' | undefined>(undefined);
  const inputId = useId();
  const dropId = useId();
  const asked = code ?? fromAddress;

  useEffect(() => {
    if (asked === '') return;
    const normalized = normalizeVerificationCode(asked);
    const controller = new AbortController();
    void (async () => {
      setMatch(undefined);
      if (normalized === undefined) {
        setLookup({ state: 'unknown' });
        return;
      }
      setLookup({ state: 'loading' });
      try {
        setLookup({ state: 'found', certificate: await verifyCertificate(normalized, controller.signal) });
      } catch (caught) {
        if (controller.signal.aborted) return;
        const error = asApiError(caught);
        setLookup(error.status === 404 ? { state: 'unknown' } : { state: 'failed', message: error.message });
      }
    })();
    return () => controller.abort();
  }, [asked]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = (typed ?? fromAddress).trim();
    window.history.replaceState(null, '', `?code=${encodeURIComponent(next)}`);
    setCode(next);
  }

  async function check(file: File | undefined, certificate: CertificateVerification) {
    if (file === undefined) return;
    setMatch('reading');
    setMatch((await sha256Of(file)) === certificate.sha256 ? 'genuine' : 'altered');
  }

  const when = (iso: string) => formatZonedDateTime(new Date(iso), site.timeZone);
  return (
    <div className={styles.panel}>
      <form className={styles.lookup} onSubmit={submit}>
        <label htmlFor={inputId}>{t('codeLabel')}</label>
        <input id={inputId} name="code" autoComplete="off" spellCheck={false} value={typed ?? fromAddress} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button">
          {t('check')}
        </button>
      </form>
      {lookup.state === 'loading' ? <p aria-busy="true">{t('loading')}</p> : null}
      {lookup.state === 'unknown' ? (
        <div role="alert" className={styles.bad} data-verify-status="unknown">
          <h2>{t('unknown.heading')}</h2>
          <p>{t('unknown.body', { email: contactEmail })}</p>
        </div>
      ) : null}
      {lookup.state === 'failed' ? (
        <p role="alert" className={styles.bad}>
          {lookup.message}
        </p>
      ) : null}
      {lookup.state === 'found' ? (
        <section aria-labelledby={`${inputId}-result`} data-verify-status={lookup.certificate.status}>
          <h2 id={`${inputId}-result`} className={lookup.certificate.status === 'valid' ? styles.good : styles.bad}>
            {t(`status.${lookup.certificate.status}`, { reference: lookup.certificate.reference })}
          </h2>
          {lookup.certificate.status === 'revoked' ? <p>{t('revokedBecause', { reason: lookup.certificate.revokedReason ?? '' })}</p> : null}
          {lookup.certificate.development ? <p className={styles.bad}>{t('development')}</p> : null}
          <dl className={styles.facts}>
            <dt>{t('fields.code')}</dt>
            <dd>{lookup.certificate.code}</dd>
            <dt>{t('fields.reference')}</dt>
            <dd>{lookup.certificate.reference}</dd>
            <dt>{t('fields.languages')}</dt>
            <dd>{t('languages', { source: lookup.certificate.sourceLanguage, target: lookup.certificate.targetLanguage })}</dd>
            <dt>{t('fields.documents')}</dt>
            <dd>
              <ul>
                {lookup.certificate.documents.map((document, index) => (
                  <li key={index}>{t(document.pages === 1 ? 'document.one' : 'document.other', { title: document.title, pages: document.pages })}</li>
                ))}
              </ul>
            </dd>
            <dt>{t('fields.translator')}</dt>
            <dd>{t('signed', { name: lookup.certificate.translatorName, when: when(lookup.certificate.signedAt) })}</dd>
            <dt>{t('fields.approved')}</dt>
            <dd>
              {t('approved', { name: lookup.certificate.approvedBy.name, role: lookup.certificate.approvedBy.role, when: when(lookup.certificate.approvedAt) })}
            </dd>
            {lookup.certificate.supersededAt === null ? null : (
              <>
                <dt>{t('fields.superseded')}</dt>
                <dd>{when(lookup.certificate.supersededAt)}</dd>
              </>
            )}
            <dt>{t('fields.sha256')}</dt>
            <dd className={styles.hash}>{lookup.certificate.sha256}</dd>
          </dl>
          <div
            className={styles.drop}
            data-drop-zone
            onDragOver={(event: DragEvent) => event.preventDefault()}
            onDrop={(event: DragEvent) => {
              event.preventDefault();
              void check(event.dataTransfer.files[0], lookup.certificate);
            }}
          >
            <label htmlFor={dropId}>{t('drop.label')}</label>
            <input id={dropId} type="file" accept="application/pdf,.pdf" onChange={(event) => void check(event.target.files?.[0], lookup.certificate)} />
            <p className={styles.hint}>{t('drop.hint')}</p>
          </div>
          {match === undefined ? null : (
            <p role="status" className={match === 'altered' ? styles.bad : styles.good} data-file-match={match}>
              {t(`drop.${match}`)}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
