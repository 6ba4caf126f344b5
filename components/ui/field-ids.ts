/** The ids a field's parts are linked by: the label, the hint and the error message. */
export function fieldIds(id: string) {
  return { labelId: `${id}-label`, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** The `aria-describedby` of a control: its hint and its error, when shown; undefined when neither is. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const { hintId, errorId } = fieldIds(id);
  const ids = [hasHint ? hintId : undefined, hasError ? errorId : undefined].filter((part) => part !== undefined);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
