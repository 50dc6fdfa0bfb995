import type { ReactNode } from 'react';

/**
 * Previous / the ranks shown / Next under a ladder page, and any jump of the screen's own (Find me,
 * Me). The screen decides which way it can move; this only draws it.
 */
export function LadderPager({
  offset,
  shown,
  total,
  loading,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  children,
}: {
  offset: number;
  shown: number;
  /** Players on the ladder, when the server says. */
  total?: number;
  loading: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  children?: ReactNode;
}) {
  return (
    <nav className="ladder__paging" aria-label="Ladder pages">
      <button
        type="button"
        className="button button--small"
        disabled={loading || !canPrevious}
        onClick={onPrevious}
      >
        Previous
      </button>
      {shown > 0 && (
        <span className="ladder__range">
          {offset + 1} – {offset + shown}
          {total !== undefined && ` of ${total.toLocaleString()}`}
        </span>
      )}
      <button type="button" className="button button--small" disabled={loading || !canNext} onClick={onNext}>
        Next
      </button>
      {children}
    </nav>
  );
}
