import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The visitor pages' frame: the logo over a moonlit card. */
export function VisitorFrame({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className={wide ? 'visitor visitor--wide' : 'visitor'}>
      <Link to="/" className="logo" aria-label="Vampire Hunt">
        <span className="logo__fang">Vampire</span> Hunt
      </Link>
      <section className="visitor__card">{children}</section>
    </main>
  );
}
