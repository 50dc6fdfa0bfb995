import { SUPPORT_EMAIL } from '../config';

/** The support's address as a mail link; the subject names the payment when there is one. */
export function SupportEmail({ paymentId }: { paymentId?: string }) {
  const subject = paymentId ? `?subject=${encodeURIComponent(`Payment ${paymentId}`)}` : '';
  return (
    <a className="support-email" href={`mailto:${SUPPORT_EMAIL}${subject}`}>
      {SUPPORT_EMAIL}
    </a>
  );
}
