import type { ApolloClient } from '@apollo/client';
import { CustomRoutes, Resource, memoryStore } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, AdminUI } from 'ra-ui-materialui';
import { useEffect } from 'react';
import { Route } from 'react-router-dom';
import { analyticsResource } from './analytics/analyticsResource';
import { analyticsViews } from './analytics/AnalyticsViewer';
import { RecentChangesPage } from './changes/RecentChangesPage';
import { contentEditorViews } from './content/ContentEditor';
import { CONTENT_SCREENS } from './content/screens';
import { ENEMY_SCREEN } from './content/enemyScreen';
import { ITEM_SCREEN } from './content/itemScreen';
import { TOURNAMENT_SCREEN } from './content/tournamentScreen';
import { HUNTING_GROUND_SCREEN, HUNTING_TABLE_SCREEN, REGION_SCREEN } from './content/worldScreens';
import { apolloDataProvider } from './data/dataProvider';
import { ADMIN_MESSAGES } from './i18n/messages';
import { AdminLayout } from './layout/AdminLayout';
import { MissionSettingPage } from './missions/MissionSettingPage';
import { PREMIUM_PACKAGES_SCREEN } from './packages/premiumPackagesScreen';
import { ReleasesPage } from './releases/ReleasesPage';
import { LeaguesRoute } from './leagues/LeaguesRoute';
import { SeasonsRoute } from './seasons/SeasonsRoute';
import { MarketRoute } from './market/MarketRoute';
import { ReportRoute, ReportsRoute } from './moderation/ModerationRoutes';
import { CovenRoute, CovensRoute, GiftSettingRoute } from './social/SocialRoutes';
import { OUTSIDE } from './session/adminSession';
import { StatMaxPage } from './statmax/StatMaxPage';
import { usersResource } from './users/usersResource';
import { userEditorViews } from './users/UserEditor';

/** The list-plus-form editors: content kinds and the payments service's premium packages. */
const EDITOR_SCREENS = [
  ITEM_SCREEN,
  ENEMY_SCREEN,
  REGION_SCREEN,
  ...CONTENT_SCREENS,
  PREMIUM_PACKAGES_SCREEN,
  TOURNAMENT_SCREEN,
];
/** Edited only inside another entry (a region's grounds, a ground's tables): data, no route. */
const NESTED_SCREENS = [HUNTING_GROUND_SCREEN, HUNTING_TABLE_SCREEN];

/** react-admin's English, every resource named for people (i18n/resourceNames.ts). */
const i18nProvider = polyglotI18nProvider(() => ADMIN_MESSAGES, 'en', [], { allowMissing: true });

/** Unknown admin routes go to the player web (spec 002 section 8). */
function LeaveAdmin() {
  useEffect(() => window.location.replace(OUTSIDE), []);
  return null;
}

export function App({ client }: { client: ApolloClient }) {
  const dataProvider = apolloDataProvider(
    client,
    {
      user: usersResource,
      analytics: analyticsResource,
      ...Object.fromEntries(
        [...EDITOR_SCREENS, ...NESTED_SCREENS].map((screen) => [screen.resource, screen.data]),
      ),
    },
    new Set(['user']),
  );
  const users = userEditorViews();
  const analytics = analyticsViews();
  return (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <AdminUI layout={AdminLayout} catchAll={LeaveAdmin} disableTelemetry title="Vampire Hunt Admin">
        <Resource name="user" list={users.list} edit={users.edit} />
        {EDITOR_SCREENS.map((screen) => (
          <Resource key={screen.resource} name={screen.resource} {...contentEditorViews(screen)} />
        ))}
        {NESTED_SCREENS.map((screen) => (
          <Resource key={screen.resource} name={screen.resource} />
        ))}
        <Resource name="analytics" list={analytics.list} show={analytics.show} />
        <CustomRoutes>
          <Route path="/missions" element={<MissionSettingPage />} />
          <Route path="/statmax" element={<StatMaxPage />} />
          <Route path="/releases" element={<ReleasesPage />} />
          <Route path="/seasons" element={<SeasonsRoute />} />
          <Route path="/leagues" element={<LeaguesRoute />} />
          <Route path="/covens" element={<CovensRoute />} />
          <Route path="/covens/:id" element={<CovenRoute />} />
          <Route path="/gifts" element={<GiftSettingRoute />} />
          <Route path="/reports" element={<ReportsRoute />} />
          <Route path="/reports/:id" element={<ReportRoute />} />
          <Route path="/market" element={<MarketRoute />} />
          <Route path="/changes" element={<RecentChangesPage />} />
        </CustomRoutes>
      </AdminUI>
    </AdminContext>
  );
}
