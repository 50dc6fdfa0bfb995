import { logout } from '@vh/web-kit/token';
import { VisitorFrame } from './VisitorFrame';

/** A token without a known role: the visitor is asked to register or log in (Logout leads there). */
export function PleaseSignIn() {
  return (
    <VisitorFrame>
      <h1>The night is closed to strangers</h1>
      <p>Please register or log in to hunt.</p>
      <button type="button" className="button button--primary" onClick={logout}>
        Logout
      </button>
    </VisitorFrame>
  );
}
