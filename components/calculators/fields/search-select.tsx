import { SelectField, type SelectFieldProps } from './select-field';

/**
 * The select for long lists (languages, locations, countries). It renders the
 * native select, which browsers already let you search by typing; the shared
 * searchable select replaces it here, in this one place, and so must accept
 * the same props.
 */
export function SearchSelect(props: SelectFieldProps) {
  return <SelectField {...props} />;
}
