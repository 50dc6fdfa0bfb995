import { useState, type ReactNode } from 'react';
import { Popup } from '../../ui/Popup';

interface Props {
  /** The button's text (and the confirmation's unless `confirmLabel`). */
  label: string;
  /** The dialog's title: the question. */
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  confirmLabel?: string;
  disabled?: boolean;
  /** Runs once confirmed; the dialog closes first. */
  onConfirm: () => void;
  className?: string;
  /** An accessible name for the button when its text is not enough ('Remove Vlad'). */
  ariaLabel?: string;
}

/** A button whose action asks first: a dialog with the consequence, Cancel and the action. */
export function ConfirmButton({
  label,
  title,
  children,
  confirmLabel,
  disabled,
  onConfirm,
  className = 'button button--small',
  ariaLabel,
}: Props) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <Popup title={title} onClose={close} stayOpen>
          <div className="confirm">
            <div className="confirm__text">{children}</div>
            <div className="button-row confirm__buttons">
              <button type="button" className="button" onClick={close}>
                Cancel
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  close();
                  onConfirm();
                }}
              >
                {confirmLabel ?? label}
              </button>
            </div>
          </div>
        </Popup>
      )}
    </>
  );
}
