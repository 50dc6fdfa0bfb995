import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useSession } from '../session/SessionContext';
import { PLAYABLE_ROLES } from '@vh/web-kit/token';
import { ActivateAccount } from '../visitor/ActivateAccount';
import { DeleteAccount } from '../visitor/DeleteAccount';
import { Imprint } from '../visitor/Imprint';
import { Landing } from '../visitor/Landing';
import { Login } from '../visitor/Login';
import { NeedsActivation } from '../visitor/NeedsActivation';
import { PasswordReset } from '../visitor/PasswordReset';
import { PleaseSignIn } from '../visitor/PleaseSignIn';
import { Register } from '../visitor/Register';
import { previewRelease } from '@vh/web-kit/preview';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { PreviewBanner } from './PreviewBanner';

// The game is its own chunk: visitors download only the landing, login and register pages.
const GameShell = lazy(() => import('../game/shell/GameShell'));
// Reached only on the way back from the payment provider: loaded when needed.
const PaymentCallbackPage = lazy(() => import('../payment/PaymentCallbackPage'));

function Loading() {
  return <p className="loading">Loading ...</p>;
}

/** The route shell of spec 001 section 2.1: the token and its role choose the route set. */
function SignedInRoutes({ role }: { role: string }) {
  const playable = (PLAYABLE_ROLES as readonly string[]).includes(role);
  const main = playable ? (
    <Suspense fallback={<Loading />}>
      <GameShell />
    </Suspense>
  ) : role === 'notActivated' ? (
    <NeedsActivation />
  ) : (
    <PleaseSignIn />
  );
  return (
    <Routes>
      <Route path="/imprint" element={<Imprint />} />
      {/* Players reach the callback through the game shell's own route (under "*", whose nested routes
          see the whole path), where their inventory refreshes; other roles get the visitor page. */}
      {!playable && <Route path="/shopcallback/:pid" element={<VisitorCallback />} />}
      <Route path="*" element={main} />
    </Routes>
  );
}

function VisitorCallback() {
  return (
    <Suspense fallback={<Loading />}>
      <PaymentCallbackPage />
    </Suspense>
  );
}

function VisitorRoutes() {
  return (
    <Routes>
      <Route path="/welcome" element={<Landing />} />
      <Route path="/forgotPasswordRetrieve/:id" element={<PasswordReset />} />
      <Route path="/shopcallback/:pid" element={<VisitorCallback />} />
      <Route path="/login" element={<Login />} />
      <Route path="/register" element={<Register />} />
      <Route path="/imprint" element={<Imprint />} />
      <Route path="*" element={<Landing />} />
    </Routes>
  );
}

function SessionRoutes() {
  const session = useSession();
  if (session.status === 'reading') return <Loading />;
  if (session.status !== 'signedIn') return <VisitorRoutes />;
  // Read once: leaving the preview reloads the page. An admin's only: the calls carry it then.
  const preview = session.session.role === 'admin' ? previewRelease() : null;
  return (
    <>
      {preview !== null && <PreviewBanner releaseId={preview} />}
      <SignedInRoutes role={session.session.role} />
    </>
  );
}

export function App() {
  return (
    <div className="app">
      <Routes>
        {/* Outside the session's routes: a successful activation ends the not-activated session, and
            under the visitor routes the page would mount again and send the used link a second time. */}
        <Route path="/activateAccount/:id" element={<ActivateAccount />} />
        {/* Likewise: a deletion ends the session that may have opened the link. */}
        <Route path="/deleteAccount/:id" element={<DeleteAccount />} />
        <Route path="*" element={<SessionRoutes />} />
      </Routes>
      <Footer />
      <CookieBanner />
    </div>
  );
}
