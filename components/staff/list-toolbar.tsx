'use client';

import { useState, type FormEvent } from 'react';
import styles from './staff.module.css';

interface ListToolbarProps {
  id: string;
  search: string;
  status?: { label: string; value: string; options: readonly string[] };
  onApply: (values: { search: string; status?: string }) => void;
}

/** A list's search box and status filter; applied together, so the URL changes once. */
export function ListToolbar({ id, search, status, onApply }: ListToolbarProps) {
  const [text, setText] = useState(search);
  const [chosen, setChosen] = useState(status?.value ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ search: text.trim(), ...(status ? { status: chosen } : {}) });
  }

  return (
    <form role="search" className={styles.toolbar} onSubmit={submit} aria-label="Search and filter">
      <label htmlFor={`${id}-search`}>Search</label>
      <input id={`${id}-search`} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      {status ? (
        <>
          <label htmlFor={`${id}-status`}>{status.label}</label>
          <select id={`${id}-status`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Any</option>
            {status.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="submit" className="button">
        Apply
      </button>
    </form>
  );
}
