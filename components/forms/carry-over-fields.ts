type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(element: Element): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** Sets a value as typing would: through the element's own setter, so React sees the change. */
function setValue(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field);
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * What the visitor entered in `from` (a server copy of a form, before its code arrived), entered
 * again in the same fields of `to` (the live form), matched by id: text, choices, ticks and files.
 */
export function carryOverFields(from: Element, to: Element) {
  for (const source of from.querySelectorAll('input, select, textarea')) {
    if (!isField(source) || source.id === '') continue;
    const target = to.querySelector(`#${CSS.escape(source.id)}`);
    if (target === null || !isField(target) || target.type !== source.type) continue;
    if (source instanceof HTMLInputElement && target instanceof HTMLInputElement) {
      if (source.type === 'checkbox' || source.type === 'radio') {
        if (source.checked !== target.checked) target.click();
        continue;
      }
      if (source.type === 'file') {
        if (source.files !== null && source.files.length > 0) {
          target.files = source.files;
          target.dispatchEvent(new Event('change', { bubbles: true }));
        }
        continue;
      }
      if (source.value !== source.defaultValue) setValue(target, source.value);
      continue;
    }
    if (source instanceof HTMLSelectElement) {
      if ([...source.options].some((option) => option.selected !== option.defaultSelected)) setValue(target, source.value);
      continue;
    }
    if (source.value !== source.defaultValue) setValue(target, source.value);
  }
}
