import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/errors';
import { asApiError, createSubmitter, readReceipt, RETRY_DELAYS_MS, toFormData, type SubmitterDeps } from '@/lib/api/submit';

type Outcome = { body: unknown } | { error: ApiError };

function fakeApi(outcomes: Outcome[], online = true) {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const sleeps: number[] = [];
  const deps: SubmitterDeps = {
    post: async (path, _body, headers) => {
      calls.push({ path, headers });
      const next = outcomes.shift();
      if (!next) throw new Error('unexpected call');
      if ('error' in next) throw next.error;
      return next.body;
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    isOnline: () => online,
  };
  return { submit: createSubmitter(deps), calls, sleeps };
}

const ok = { body: { data: { reference: 'VM-260302-7K3QXZ' } } };
const networkDown: Outcome = { error: { status: 0, code: 'network_error', message: 'We could not reach our servers.' } };

describe('createSubmitter', () => {
  it('sends the Idempotency-Key and returns the reference', async () => {
    const api = fakeApi([ok]);
    await expect(api.submit('contact-messages', {}, { idempotencyKey: 'k-1' })).resolves.toMatchObject({ reference: 'VM-260302-7K3QXZ' });
    expect(api.calls).toEqual([{ path: 'contact-messages', headers: { 'Idempotency-Key': 'k-1' } }]);
  });

  it.each<[string, ApiError]>([
    ['no answer', networkDown.error],
    ['a bad gateway', { status: 502, code: 'http_502', message: 'Bad gateway' }],
    ['the same key still in progress', { status: 409, code: 'idempotency_in_progress', message: 'Retry in a moment' }],
  ])('retries after %s with the same key', async (_case, error) => {
    const api = fakeApi([{ error }, ok]);
    await expect(api.submit('bookings', {}, { idempotencyKey: 'k-2' })).resolves.toMatchObject({ reference: 'VM-260302-7K3QXZ' });
    expect(api.calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['k-2', 'k-2']);
    expect(api.sleeps).toEqual([RETRY_DELAYS_MS[0]]);
  });

  it('gives up after the last retry with the last error', async () => {
    const api = fakeApi([networkDown, networkDown, networkDown]);
    await expect(api.submit('quotes', {}, { idempotencyKey: 'k' })).rejects.toMatchObject({ code: 'network_error' });
    expect(api.calls).toHaveLength(3);
    expect(api.sleeps).toEqual([...RETRY_DELAYS_MS]);
  });

  it('does not retry while the browser is offline', async () => {
    const api = fakeApi([networkDown], false);
    await expect(api.submit('quotes', {}, { idempotencyKey: 'k' })).rejects.toMatchObject({ status: 0 });
    expect(api.calls).toHaveLength(1);
  });

  it.each<[string, ApiError]>([
    ['validation errors', { status: 422, code: 'validation_failed', message: 'Check the form', fields: { email: 'Bad' } }],
    ['a rate limit', { status: 429, code: 'http_429', message: 'Too many requests' }],
    ['a key reused for other content', { status: 422, code: 'idempotency_key_reused', message: 'Different request' }],
  ])('does not retry %s', async (_case, error) => {
    const api = fakeApi([{ error }]);
    await expect(api.submit('applications', {}, { idempotencyKey: 'k' })).rejects.toEqual(error);
    expect(api.calls).toHaveLength(1);
  });

  it('turns an answer without a reference into an error', async () => {
    const api = fakeApi([{ body: { data: {} } }]);
    await expect(api.submit('contact-messages', {}, { idempotencyKey: 'k' })).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('readReceipt', () => {
  it.each([[null], ['<html>'], [{ data: [] }], [{ data: { reference: '' } }], [{ data: { reference: 7 } }]])('rejects %j', (body) => {
    expect(() => readReceipt(body)).toThrow();
  });

  it('keeps the other fields of the answer', () => {
    expect(readReceipt({ data: { reference: 'VQ-1', validUntil: '2026-03-09T00:00:00.000Z' } })).toEqual({
      reference: 'VQ-1',
      validUntil: '2026-03-09T00:00:00.000Z',
    });
  });
});

describe('toFormData', () => {
  it('puts the details in a JSON data part and each file in its own part', async () => {
    const a = new File(['one'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['two'], 'b.docx');
    const form = toFormData({
      data: { name: 'Ana', quote: { pages: 2 } },
      files: [
        { field: 'files', file: a },
        { field: 'files', file: b },
      ],
    });
    expect(JSON.parse(String(form.get('data')))).toEqual({ name: 'Ana', quote: { pages: 2 } });
    const files = form.getAll('files');
    expect(files.map((f) => (f instanceof File ? f.name : f))).toEqual(['a.pdf', 'b.docx']);
    const first = files[0];
    expect(first instanceof File ? await first.text() : '').toBe('one');
  });
});

describe('asApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = { status: 422, code: 'validation_failed', message: 'Check the form', fields: { email: 'Bad' } };
    expect(asApiError(error)).toBe(error);
  });

  it('wraps anything else as a browser-side error with its message', () => {
    expect(asApiError(new TypeError('The CV must be a file chosen in the form.'))).toEqual({
      status: 500,
      code: 'client_error',
      message: 'The CV must be a file chosen in the form.',
    });
    expect(asApiError('odd')).toMatchObject({ status: 500, code: 'client_error' });
  });
});
