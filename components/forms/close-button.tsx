import { formMessages } from './form-messages';

/** Closes a request form opened under a calculator. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" className="button button-ghost" onClick={onClose}>
      {formMessages.common.cancel}
    </button>
  );
}
