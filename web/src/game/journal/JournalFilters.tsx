import { useQuery } from '@apollo/client/react';
import { JOURNAL_RESULT, JOURNAL_RESULT_NAMES, JOURNAL_TYPE_FILTER_LABELS } from '@vh/contracts/client';
import { useId, type ReactNode } from 'react';
import { JOURNAL_FILTER_OPTIONS } from './journalQuery';
import { JOURNAL_SEARCH_MAX, NO_FILTER, isFiltered, type JournalFilterState } from './journalFilters';

const TYPES = JOURNAL_TYPE_FILTER_LABELS.map((label, code) => [String(code), label] as const);
/** In the order a player looks for them: victories first. */
const RESULTS = [JOURNAL_RESULT.victory, JOURNAL_RESULT.draw, JOURNAL_RESULT.loss, JOURNAL_RESULT.noBait].map(
  (code) => [String(code), JOURNAL_RESULT_NAMES[code] ?? ''] as const,
);

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field journal-filters__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

const byName = (left: { name: string }, right: { name: string }) => left.name.localeCompare(right.name);

/** The journal's filters and search box; every change applies at once (the search after a pause). */
export function JournalFilters({
  state,
  onChange,
}: {
  state: JournalFilterState;
  onChange: (state: JournalFilterState) => void;
}) {
  const { data } = useQuery(JOURNAL_FILTER_OPTIONS, { fetchPolicy: 'cache-first' });
  const enemies = [...(data?.enemies ?? [])].sort(byName);
  const grounds = [...(data?.huntingGrounds ?? [])].sort(byName);
  const set = (key: keyof JournalFilterState) => (value: string) => onChange({ ...state, [key]: value });

  return (
    <form className="journal-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <Field label="Search">
        {(id) => (
          <input
            id={id}
            type="search"
            className="journal-filters__search"
            placeholder="Enemy, hunting ground, item ..."
            maxLength={JOURNAL_SEARCH_MAX}
            value={state.search}
            onChange={(event) => set('search')(event.target.value)}
          />
        )}
      </Field>
      <Field label="Entries">
        {(id) => (
          <select id={id} value={state.type} onChange={(event) => set('type')(event.target.value)}>
            <option value="">All entries</option>
            {TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Result">
        {(id) => (
          <select id={id} value={state.result} onChange={(event) => set('result')(event.target.value)}>
            <option value="">Any result</option>
            {RESULTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Enemy">
        {(id) => (
          <select id={id} value={state.enemyId} onChange={(event) => set('enemyId')(event.target.value)}>
            <option value="">Any enemy</option>
            {enemies.map((enemy) => (
              <option key={enemy.id} value={enemy.id}>
                {enemy.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Hunting ground">
        {(id) => (
          <select
            id={id}
            value={state.huntingGroundId}
            onChange={(event) => set('huntingGroundId')(event.target.value)}
          >
            <option value="">Anywhere</option>
            {grounds.map((ground) => (
              <option key={ground.id} value={ground.id}>
                {ground.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="From">
        {(id) => (
          <input
            id={id}
            type="date"
            value={state.fromDate}
            onChange={(event) => set('fromDate')(event.target.value)}
          />
        )}
      </Field>
      <Field label="To">
        {(id) => (
          <input
            id={id}
            type="date"
            value={state.toDate}
            onChange={(event) => set('toDate')(event.target.value)}
          />
        )}
      </Field>
      <div className="journal-filters__actions">
        <button
          type="button"
          className="button button--small button--quiet"
          disabled={!isFiltered(state)}
          onClick={() => onChange(NO_FILTER)}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
