import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { failureMessage } from '../../api/errors';
import { Message } from '../../ui/Message';
import { JournalEntry } from './JournalEntry';
import { JournalExport } from './JournalExport';
import { JournalFilters } from './JournalFilters';
import { NO_FILTER, filterOf, isFiltered, type JournalFilterState } from './journalFilters';
import { JOURNAL_SEARCH } from './journalQuery';
import '../../styles/journal.css';

const JOURNAL_PAGE_SIZE = 20;
/** The search applies once typing pauses, not at every key. */
const SEARCH_PAUSE_MS = 300;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The player's journal of past events, newest first (spec 000 section 2, Journal): filtered by type,
 * result, enemy, hunting ground and dates, searched by name, and read further with "Older entries",
 * which follows the cursor the last page gave.
 */
export function Journal() {
  const [controls, setControls] = useState<JournalFilterState>(NO_FILTER);
  const search = useSettled(controls.search, SEARCH_PAUSE_MS);
  const outcome = useMemo(() => filterOf({ ...controls, search }), [controls, search]);
  const filter = outcome.ok ? outcome.filter : null;
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, previousData, loading, error, fetchMore } = useQuery(JOURNAL_SEARCH, {
    variables: { filter: filter ?? {}, limit: JOURNAL_PAGE_SIZE },
    skip: !filter,
    notifyOnNetworkStatusChange: false,
  });
  // The last list stays on screen while a new filter loads, so the page does not jump.
  const journal = data?.journalEntries ?? (loading ? previousData?.journalEntries : undefined);
  const entries = journal?.entries ?? [];
  const nextCursor = data?.journalEntries.nextCursor ?? null;
  const refreshing = loading && !data;

  useEffect(() => {
    if (error) console.warn('journal fetch failed', error);
  }, [error]);

  const loadMore = () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    fetchMore({
      variables: { after: nextCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        journalEntries: {
          ...fetchMoreResult.journalEntries,
          entries: [...(previous.journalEntries?.entries ?? []), ...fetchMoreResult.journalEntries.entries],
        },
      }),
    })
      .catch((failure: unknown) => console.warn('older journal entries failed', failure))
      .finally(() => setLoadingMore(false));
  };

  return (
    <section className="panel journal" aria-labelledby="journal-heading">
      <header className="journal__header">
        <h2 id="journal-heading">Journal</h2>
        <JournalExport filter={filter} />
      </header>
      <JournalFilters state={controls} onChange={setControls} />
      {!outcome.ok && <Message text={outcome.problem} failed />}
      {error && <Message text={failureMessage(error)} failed />}
      {entries.length > 0 ? (
        <ol
          className={refreshing ? 'journal__list journal__list--loading' : 'journal__list'}
          aria-busy={refreshing}
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              <JournalEntry entry={entry} />
            </li>
          ))}
        </ol>
      ) : loading ? (
        <p className="loading">Loading ...</p>
      ) : (
        !error &&
        outcome.ok && (
          <p className="journal__empty">
            {isFiltered(controls)
              ? 'No entry of your journal matches.'
              : 'Your journal is still empty. The night awaits your first hunt.'}
          </p>
        )
      )}
      {nextCursor && entries.length > 0 && (
        <nav className="journal__paging" aria-label="Journal pages">
          <button type="button" className="button button--small" disabled={loadingMore} onClick={loadMore}>
            {loadingMore ? 'Turning the page ...' : 'Older entries'}
          </button>
        </nav>
      )}
    </section>
  );
}
