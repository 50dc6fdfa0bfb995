import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { POPUP_AUTO_CLOSE_MS } from '../config';

interface Props {
  title?: string;
  onClose: () => void;
  /** Popups close themselves after 2 seconds unless they stay open. */
  stayOpen?: boolean;
  children: ReactNode;
}

/**
 * A modal popup. Rendered into <body>, not where it is used: an ancestor with a transform, filter or
 * backdrop-filter (the news header has one) becomes the containing block of anything fixed inside
 * it, which trapped the news popup in the header, above the screen. Escape, a click outside and the
 * close button close it.
 */
export function Popup({ title, onClose, stayOpen = false, children }: Props) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (stayOpen) return;
    const timer = setTimeout(onClose, POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [stayOpen, onClose]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  // Keyboard and screen-reader users land in the dialog, not behind it.
  useEffect(() => dialog.current?.focus(), []);

  return createPortal(
    <div className="popup-backdrop" onClick={onClose}>
      <div
        ref={dialog}
        className="popup"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        {title && <h2>{title}</h2>}
        {children}
        <button type="button" className="popup__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
    </div>,
    document.body,
  );
}
