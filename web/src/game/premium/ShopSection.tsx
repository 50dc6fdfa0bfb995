import type { ReactNode } from 'react';

interface Props {
  /** Names the section for styles and tests: data-section and premium-section--{id}. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One section of the premium shop: a panel with its heading. */
export function ShopSection({ id, title, intro, children }: Props) {
  const headingId = `premium-${id}-heading`;
  return (
    <section
      className={`panel premium-section premium-section--${id}`}
      data-section={id}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="premium-section__title">
        {title}
      </h2>
      {intro && <p className="premium-section__intro">{intro}</p>}
      {children}
    </section>
  );
}
