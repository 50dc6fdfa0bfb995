import { Layout } from 'ra-ui-materialui';
import type { ReactNode } from 'react';
import { AdminMenu } from './AdminMenu';
import { Footer } from './Footer';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu}>
      {children}
      <Footer />
    </Layout>
  );
}
