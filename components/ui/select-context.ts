import { createContext } from 'react';

/** What the custom react-select parts need from the select that renders them. */
export interface SelectUiState {
  /** Options rendered in the menu, and options matching the search before the cap. */
  shown: number;
  total: number;
  /** The field's hint and error ids, joined to react-select's own `aria-describedby`. */
  describedBy: string | undefined;
  /** Removes one chosen value (multi-select) and returns focus to the search input. */
  remove: (value: string) => void;
}

export const SelectUiContext = createContext<SelectUiState>({ shown: 0, total: 0, describedBy: undefined, remove: () => undefined });
