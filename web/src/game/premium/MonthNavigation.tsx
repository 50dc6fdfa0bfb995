import { monthKey, monthLabel } from './monthNavigation';

interface Props {
  shown: number;
  /** The months the buttons lead to; null disables a button. */
  previous: number | null;
  next: number | null;
  onChange: (month: number) => void;
}

/** Previous month, the month shown, next month. */
export function MonthNavigation({ shown, previous, next, onChange }: Props) {
  return (
    <nav className="month-nav" aria-label="Deal month" data-month={monthKey(shown)}>
      <button
        type="button"
        className="button button--small month-nav__previous"
        disabled={previous === null}
        title={previous === null ? undefined : monthLabel(previous)}
        onClick={() => previous !== null && onChange(previous)}
      >
        Previous month
      </button>
      <h3 className="month-nav__month" aria-live="polite">
        {monthLabel(shown)}
      </h3>
      <button
        type="button"
        className="button button--small month-nav__next"
        disabled={next === null}
        title={next === null ? undefined : monthLabel(next)}
        onClick={() => next !== null && onChange(next)}
      >
        Next month
      </button>
    </nav>
  );
}
