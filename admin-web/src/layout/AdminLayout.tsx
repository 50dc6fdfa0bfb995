import { Layout } from 'ra-ui-materialui';
import type { ReactNode } from 'react';
import { ReleaseBanner } from '../releases/ReleaseBanner';
import { AdminMenu } from './AdminMenu';
import { Footer } from './Footer';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    // A page wider than the screen (the StatMax table) scrolls inside the content, not the whole layout.
    <Layout menu={AdminMenu} sx={{ '& .RaLayout-content': { minWidth: 0 } }}>
      <ReleaseBanner />
      {children}
      <Footer />
    </Layout>
  );
}
