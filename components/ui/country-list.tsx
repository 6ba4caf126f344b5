'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CountryItem } from './country-options';
import { cx } from './class-names';
import { flagSrc } from './phone-flags';
import { createOptionFilter } from './select-options';
import { uiMessages } from './ui-messages';
import styles from './phone-input.module.css';

interface CountryListProps {
  id: string;
  items: readonly CountryItem[];
  selected: string;
  onSelect: (item: CountryItem) => void;
  /** Escape: close and give focus back to the country button. */
  onCancel: () => void;
}

/**
 * Scrolls the list (never the page) to show the option: centred when the list opens, at the
 * nearest edge as the arrow keys move.
 */
function scrollWithin(list: HTMLElement, option: HTMLElement, center: boolean): void {
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (center) list.scrollTop = top - (list.clientHeight - option.offsetHeight) / 2;
  else if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/** The open country list: a search box (combobox) over a listbox, driven by the arrow keys. */
export function CountryList({ id, items, selected, onSelect, onCancel }: CountryListProps) {
  const [query, setQuery] = useState('');
  const search = useMemo(() => createOptionFilter(items, items.length), [items]);
  const visible = useMemo(() => {
    const byValue = new Map(items.map((item) => [item.value, item]));
    return search(query).options.flatMap((option) => byValue.get(option.value) ?? []);
  }, [items, search, query]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => item.value === selected),
    ),
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => searchRef.current?.focus(), []);
  const listRef = useRef<HTMLUListElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    const option = document.getElementById(`${id}-option-${active}`);
    if (listRef.current && option) scrollWithin(listRef.current, option, !opened.current);
    opened.current = true;
  }, [id, active]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = visible.length - 1;
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, PageDown: active + 10, PageUp: active - 10 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(Math.min(Math.max(move, 0), Math.max(last, 0)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = visible[active];
      if (item) onSelect(item);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  return (
    <div className={styles.popup}>
      <input
        ref={searchRef}
        type="text"
        role="combobox"
        className={styles.search}
        aria-label={uiMessages.phone.search}
        placeholder={uiMessages.phone.search}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={visible[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {visible.length > 0 ? (
        <ul ref={listRef} id={listId} role="listbox" aria-label={uiMessages.phone.search} className={styles.list}>
          {visible.map((item, index) => (
            <li
              key={item.value || 'international'}
              id={optionId(index)}
              role="option"
              aria-selected={item.value === selected}
              className={cx(styles.option, index === active && styles.active)}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => onSelect(item)}
            >
              {item.value ? (
                // Tiny static SVGs from our origin: next/image would add nothing in a static export.
                // eslint-disable-next-line @next/next/no-img-element
                <img className={styles.flag} src={flagSrc(item.value)} alt="" width={24} height={16} loading="lazy" decoding="async" />
              ) : (
                <svg className={styles.globe} viewBox="0 0 24 16" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.3" />
                  <path d="M5 8h14M12 1c-3 3.8-3 10.2 0 14M12 1c3 3.8 3 10.2 0 14" fill="none" stroke="currentColor" strokeWidth="1.3" />
                </svg>
              )}
              <span className={styles.name}>{item.label}</span>
              <span className={styles.code}>{item.callingCode}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p id={listId} className={styles.empty} role="status">
          {uiMessages.phone.noMatch}
        </p>
      )}
    </div>
  );
}
