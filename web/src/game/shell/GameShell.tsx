import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Glossary } from '../glossary/Glossary';
import { Grimoire } from '../grimoire/Grimoire';
import { Home } from '../home/Home';
import { EquipmentPanel } from '../home/EquipmentPanel';
import { HuntScreen } from '../hunt/HuntScreen';
import { Inventory } from '../inventory/Inventory';
import { Journal } from '../journal/Journal';
import { Ladder } from '../ladder/Ladder';
import { NewsHeader } from '../news/NewsHeader';
import { useMe } from '../player/meQuery';
import { GamePaymentCallback } from '../premium/GamePaymentCallback';
import { PremiumShop } from '../premium/PremiumShop';
import { Profile } from '../profile/Profile';
import { MerchantPage } from '../shop/MerchantPage';
import { MERCHANT_ROUTES } from '../shop/merchantRoutes';
import { Treasury } from '../shop/Treasury';
import { Travel } from '../travel/Travel';
import { PlayerHealthProvider } from './PlayerHealth';
import { Sidebar } from './Sidebar';
import { WelcomePopup } from './WelcomePopup';
import '../../styles/game.css';

/** The simulator is a screen of its own, loaded when first opened. */
const SimulatorScreen = lazy(() =>
  import('../simulator/SimulatorScreen').then((module) => ({ default: module.SimulatorScreen })),
);

/** The Competition area (seasons), loaded when first opened. */
const Competition = lazy(() => import('../competition/Competition'));

/** The social screens (friends, gifts, coven, inbox), loaded when first opened. */
const Social = lazy(() => import('../social/Social'));

/** "Where my currency went" (the currency ledger), loaded when first opened. */
const Wallet = lazy(() => import('../wallet/Wallet'));

/** The players' market, loaded when first opened. */
const Market = lazy(() => import('../market/Market'));

/** The player's sanctions and appeals (docs/sanctions.md), loaded when first opened. */
const Sanctions = lazy(() => import('../sanctions/Sanctions'));

/** A fight's replay, loaded when first opened (from the journal or a shared link). */
const ReplayScreen = lazy(() =>
  import('../replay/ReplayScreen').then((module) => ({ default: module.ReplayScreen })),
);

/** The game shell for players: sidebar, news header and every game route (spec 001 section 2.2). */
export default function GameShell() {
  const { me, error } = useMe();
  if (!me) return <p className="loading">{error ? 'Network response was not ok' : 'Loading ...'}</p>;
  return (
    <PlayerHealthProvider>
      <div className="game">
        <Sidebar player={me} />
        <div className="game__main">
          <NewsHeader />
          <main className="game__content">
            <Routes>
              <Route path="/" element={<Home player={me} />} />
              <Route path="/login" element={<Home player={me} />} />
              <Route path="/game" element={<Home player={me} />} />
              <Route path="/equipment" element={<EquipmentPanel player={me} />} />
              <Route path="/journal" element={<Journal />} />
              <Route
                path="/replay/:ref"
                element={
                  <Suspense fallback={<p className="loading">Loading ...</p>}>
                    <ReplayScreen />
                  </Suspense>
                }
              />
              <Route path="/hunt/*" element={<HuntScreen player={me} coffin={false} />} />
              <Route path="/coffinhunt/*" element={<HuntScreen player={me} coffin />} />
              {MERCHANT_ROUTES.map((route) =>
                route.merchant ? (
                  <Route
                    key={route.path}
                    path={route.path}
                    element={<MerchantPage merchant={route.merchant} />}
                  />
                ) : null,
              )}
              <Route path="/treasury" element={<Treasury />} />
              <Route path="/inventory" element={<Inventory player={me} />} />
              <Route path="/travel" element={<Travel player={me} />} />
              <Route path="/grimoire" element={<Grimoire player={me} />} />
              <Route path="/glossary" element={<Glossary />} />
              <Route
                path="/simulator"
                element={
                  <Suspense fallback={<p className="loading">Loading ...</p>}>
                    <SimulatorScreen player={me} />
                  </Suspense>
                }
              />
              <Route path="/profile" element={<Profile player={me} />} />
              <Route
                path="/sanctions"
                element={
                  <Suspense fallback={<p className="loading">Loading ...</p>}>
                    <Sanctions />
                  </Suspense>
                }
              />
              <Route
                path="/wallet"
                element={
                  <Suspense fallback={<p className="loading">Loading ...</p>}>
                    <Wallet />
                  </Suspense>
                }
              />
              <Route
                path="/market"
                element={
                  <Suspense fallback={<p className="loading">Loading ...</p>}>
                    <Market />
                  </Suspense>
                }
              />
              <Route path="/ladder" element={<Ladder player={me} />} />
              <Route
                path="/competition/*"
                element={
                  <Suspense fallback={<p className="loading">Loading ...</p>}>
                    <Competition player={me} />
                  </Suspense>
                }
              />
              {(['friends', 'gifts', 'inbox'] as const).map((section) => (
                <Route
                  key={section}
                  path={`/${section}`}
                  element={
                    <Suspense fallback={<p className="loading">Loading ...</p>}>
                      <Social player={me} section={section} />
                    </Suspense>
                  }
                />
              ))}
              <Route
                path="/coven/*"
                element={
                  <Suspense fallback={<p className="loading">Loading ...</p>}>
                    <Social player={me} section="coven" />
                  </Suspense>
                }
              />
              <Route path="/premiumShop" element={<PremiumShop player={me} />} />
              <Route path="/shopcallback/:pid" element={<GamePaymentCallback />} />
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </main>
        </div>
      </div>
      <WelcomePopup />
    </PlayerHealthProvider>
  );
}
