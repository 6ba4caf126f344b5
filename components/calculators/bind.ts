/**
 * Field handlers for a calculator's state. In the server-rendered shell there
 * is no `onChange`, so every handler is undefined and the fields render
 * uncontrolled.
 */
export function fieldBinder<S>(onChange: ((patch: Partial<S>) => void) | undefined) {
  return <K extends keyof S>(key: K): ((value: S[K]) => void) | undefined => {
    if (!onChange) return undefined;
    return (value) => {
      const patch: Partial<S> = {};
      patch[key] = value;
      onChange(patch);
    };
  };
}
