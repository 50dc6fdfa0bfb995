import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { logout } from '@vh/web-kit/token';
import { Message } from '../ui/Message';
import { RESEND_ACTIVATION } from './accountOperations';
import { VisitorFrame } from './VisitorFrame';

/** Signed in, but the account is not activated yet. */
export function NeedsActivation() {
  const [resend, { loading }] = useMutation(RESEND_ACTIVATION);
  const [reply, setReply] = useState<{ text: string; failed: boolean } | null>(null);
  const onResend = async () => {
    try {
      const { data } = await resend();
      setReply({
        text: data?.resendActivationMail.message ?? '',
        failed: !data?.resendActivationMail.success,
      });
    } catch {
      setReply({ text: 'Network response was not ok', failed: true });
    }
  };
  return (
    <VisitorFrame>
      <h1>Your account needs activation</h1>
      <p>
        We sent you an e-mail with an activation link when you registered. Open it to wake your hunter (also
        check your spam folder).
      </p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onResend} disabled={loading}>
          Resend Activation Link
        </button>
        <button type="button" className="button button--quiet" onClick={logout}>
          Logout
        </button>
      </div>
      <Message text={reply?.text} failed={reply?.failed} />
    </VisitorFrame>
  );
}
