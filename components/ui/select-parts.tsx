'use client';

import { useContext, type KeyboardEvent } from 'react';
import {
  components,
  type GroupBase,
  type InputProps,
  type MenuListProps,
  type MenuProps,
  type MultiValueRemoveProps,
  type SelectComponentsConfig,
} from 'react-select';
import { SelectUiContext } from './select-context';
import type { SelectOption } from './select-options';
import { uiText } from './ui-messages';
import styles from './select.module.css';

type Group = GroupBase<SelectOption>;
const count = new Intl.NumberFormat('en-US');

/** The menu: the option list (240 px) and, when the cap hides matches, a note asking for a narrower search. */
function Menu<IsMulti extends boolean>(props: MenuProps<SelectOption, IsMulti, Group>) {
  const { shown, total } = useContext(SelectUiContext);
  return (
    <components.Menu {...props}>
      {props.children}
      {total > shown ? <p className={styles.truncated}>{uiText('select.truncated', { shown: count.format(shown), total: count.format(total) })}</p> : null}
    </components.Menu>
  );
}

/**
 * The option list. With no options it holds only the "List is empty." or no-match notice, and a
 * listbox without options is invalid ARIA; the list then drops the listbox role.
 */
function MenuList<IsMulti extends boolean>(props: MenuListProps<SelectOption, IsMulti, Group>) {
  if (Array.isArray(props.children)) return <components.MenuList {...props} />;
  const { id } = props.innerProps;
  return <components.MenuList {...props} innerProps={{ id }} />;
}

/** The search input, also described by the field's hint and error. */
function Input<IsMulti extends boolean>(props: InputProps<SelectOption, IsMulti, Group>) {
  const { describedBy } = useContext(SelectUiContext);
  const ids = [props['aria-describedby'], describedBy].filter(Boolean).join(' ');
  return <components.Input {...props} aria-describedby={ids || undefined} />;
}

/** A real, focusable button on each chosen value, named "Remove Spanish". */
function MultiValueRemove<IsMulti extends boolean>({ data }: MultiValueRemoveProps<SelectOption, IsMulti, Group>) {
  const { remove } = useContext(SelectUiContext);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // react-select reads Space and Enter on its container (to open the menu); here they press the button.
    if (event.key === ' ' || event.key === 'Enter') event.stopPropagation();
  }
  return (
    <button
      type="button"
      className={styles.remove}
      aria-label={uiText('select.remove', { label: data.label })}
      onMouseDown={(event) => event.preventDefault()}
      onKeyDown={onKeyDown}
      onClick={() => remove(data.value)}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="m4.5 4.5 7 7m0-7-7 7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </button>
  );
}

export function selectComponents<IsMulti extends boolean>(): SelectComponentsConfig<SelectOption, IsMulti, Group> {
  return { Menu, MenuList, Input, MultiValueRemove };
}
