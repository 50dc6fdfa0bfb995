import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../api/errors';
import { Message } from '../../ui/Message';
import { JournalEntry } from './JournalEntry';
import { PLAYER_JOURNAL } from './journalQuery';
import { pageCount } from './journalText';
import '../../styles/journal.css';

const JOURNAL_PAGE_SIZE = 20;

/** The player's journal of past events, newest first, a page at a time (spec 000 section 2, Journal). */
export function Journal() {
  const [page, setPage] = useState(0);
  const { data, previousData, loading, error } = useQuery(PLAYER_JOURNAL, {
    variables: { limit: JOURNAL_PAGE_SIZE, offset: page * JOURNAL_PAGE_SIZE },
  });
  // The last page stays on screen while the next one loads, so the list does not jump.
  const journal = data?.journal ?? (loading ? previousData?.journal : undefined);
  const entries = journal?.entries ?? [];
  const pages = pageCount(journal?.total ?? 0, JOURNAL_PAGE_SIZE);
  // Only a page change dims the list; a background refresh of a cached page does not.
  const turning = loading && !data;

  useEffect(() => {
    if (error) console.warn('journal fetch failed', error);
  }, [error]);

  return (
    <section className="panel journal" aria-labelledby="journal-heading">
      <header className="journal__header">
        <h2 id="journal-heading">Journal</h2>
        {entries.length > 0 && (
          <span className="journal__page">
            Page {page + 1} of {pages}
          </span>
        )}
      </header>
      {error && <Message text={failureMessage(error)} failed />}
      {entries.length > 0 ? (
        <ol
          className={turning ? 'journal__list journal__list--loading' : 'journal__list'}
          aria-busy={turning}
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
        !error && (
          <p className="journal__empty">Your journal is still empty. The night awaits your first hunt.</p>
        )
      )}
      {entries.length > 0 && (
        <nav className="journal__paging" aria-label="Journal pages">
          <button
            type="button"
            className="button button--small"
            disabled={page === 0}
            onClick={() => setPage((current) => Math.max(0, current - 1))}
          >
            Previous
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={page + 1 >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
