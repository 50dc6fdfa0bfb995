import { useState } from 'react';

/** The link another player opens to watch the same replay; Share copies it. */
export function ShareLink({ token }: { token: string }) {
  const link = `${window.location.origin}/replay/${token}`;
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refused permission): the link stays there to copy by hand.
      setCopied('failed');
    }
  };
  return (
    <section className="panel replay-share" aria-label="Share this replay">
      <h2>Share</h2>
      <p className="replay-share__hint">Anyone signed in with this link can watch the fight.</p>
      <div className="replay-share__row">
        <input className="replay-share__link" value={link} readOnly aria-label="Share link" />
        <button type="button" className="button button--small button--primary" onClick={() => void copy()}>
          Share
        </button>
      </div>
      {copied === 'yes' && (
        <p className="message" role="status">
          Link copied.
        </p>
      )}
      {copied === 'failed' && (
        <p className="message message--failed" role="alert">
          Copy the link above by hand.
        </p>
      )}
    </section>
  );
}
