import { useEffect, type ReactNode } from 'react';
import { POPUP_AUTO_CLOSE_MS } from '../config';

interface Props {
  title?: string;
  onClose: () => void;
  /** Popups close themselves after 2 seconds unless they stay open. */
  stayOpen?: boolean;
  children: ReactNode;
}

export function Popup({ title, onClose, stayOpen = false, children }: Props) {
  useEffect(() => {
    if (stayOpen) return;
    const timer = setTimeout(onClose, POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [stayOpen, onClose]);
  return (
    <div className="popup-backdrop" onClick={onClose}>
      <div
        className="popup"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(event) => event.stopPropagation()}
      >
        {title && <h2>{title}</h2>}
        {children}
        <button type="button" className="popup__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}
