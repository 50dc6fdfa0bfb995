import type { ApolloClient } from '@apollo/client';
import { CustomRoutes, Resource, memoryStore } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, AdminUI } from 'ra-ui-materialui';
import { useEffect } from 'react';
import { Route } from 'react-router-dom';
import { contentEditorViews } from './content/ContentEditor';
import { itemsResource } from './content/kinds/items';
import { CONTENT_SCREENS } from './content/screens';
import { apolloDataProvider } from './data/dataProvider';
import { AdminLayout } from './layout/AdminLayout';
import { MissionSettingPage } from './missions/MissionSettingPage';
import { OUTSIDE } from './session/adminSession';
import { StatMaxPage } from './statmax/StatMaxPage';
import { usersResource } from './users/usersResource';
import { userEditorViews } from './users/UserEditor';

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en', [], { allowMissing: true });

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
      items: itemsResource,
      ...Object.fromEntries(CONTENT_SCREENS.map((screen) => [screen.resource, screen.data])),
    },
    new Set(['user']),
  );
  const users = userEditorViews();
  return (
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <AdminUI layout={AdminLayout} catchAll={LeaveAdmin} disableTelemetry title="Vampire Hunt Admin">
        <Resource name="user" list={users.list} edit={users.edit} />
        {CONTENT_SCREENS.map((screen) => (
          <Resource key={screen.resource} name={screen.resource} {...contentEditorViews(screen)} />
        ))}
        <Resource name="items" />
        <CustomRoutes>
          <Route path="/missions" element={<MissionSettingPage />} />
          <Route path="/statmax" element={<StatMaxPage />} />
        </CustomRoutes>
      </AdminUI>
    </AdminContext>
  );
}
