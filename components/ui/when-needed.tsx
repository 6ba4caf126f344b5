'use client';

import { useRef, type ReactNode } from 'react';
import { onFirstFormIntent } from '@/components/ui/form-intent';
import { useEagerInputs } from './eager-inputs';
import { InputSkeleton } from './input-skeleton';
import { useWhenNeeded } from './use-when-needed';

/** How far outside the viewport a field starts loading its control. */
const NEAR_VIEWPORT = '600px 0px';

/** The visitor starts on the field's form: focus, a press or a key anywhere in it. */
function formIntent(element: Element, need: () => void): () => void {
  const form = element.closest('form');
  return form === null ? () => undefined : onFirstFormIntent(need, form);
}

/**
 * A heavy input (phone, searchable and multiple selects) whose code is worth loading only once it
 * is needed: until the field comes within 600 px of the viewport or the visitor starts on its form
 * (`useWhenNeeded`), `children` gets `needed` false and the skeleton to show in the control's
 * place; then `needed` is true (at once inside `EagerInputs`). A page whose form sits below the fold
 * (an offer over the translator guide, the contact page on a phone) no longer evaluates
 * react-select and the phone metadata while it starts up. The field renders its label with `for`
 * only once `needed` (`Field`'s `pending`): the built page has the skeleton, not the control.
 */
export function WhenNeeded({ children, lead = false }: { children: (needed: boolean, skeleton: ReactNode) => ReactNode; lead?: boolean }) {
  const eager = useEagerInputs();
  const box = useRef<HTMLDivElement>(null);
  const [needed] = useWhenNeeded(box, { margin: NEAR_VIEWPORT, intent: formIntent });
  const ready = eager || needed;
  return children(ready, ready ? null : <InputSkeleton ref={box} lead={lead} />);
}
