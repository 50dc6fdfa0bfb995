import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { failureMessage } from '../../../api/errors';
import { Message } from '../../../ui/Message';
import { ConfirmButton } from '../ConfirmButton';
import { playerName } from '../socialPlayer';
import { BOARD_MAX, agoText, characters, hourText } from '../socialText';
import { useNow } from '../useNow';
import { useOutcome } from '../useOutcome';
import { COVEN_BOARD, DELETE_BOARD_MESSAGE, POST_TO_BOARD, type MyCoven } from './covenOperations';
import { ReportDialog } from '../../sanctions/ReportDialog';
import { isOfficer } from './covenRules';

const PAGE = 50;

/**
 * /coven/board: the members' notice board, newest first. Messages are plain text rendered as text
 * (React escapes them; nothing here sets HTML), bounded to 280 characters.
 */
export function CovenBoard({ coven, playerId }: { coven: MyCoven; playerId: string }) {
  const heading = useId();
  const { data, error, fetchMore, refetch } = useQuery(COVEN_BOARD, {
    variables: { limit: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const { busy, run, message } = useOutcome();
  const [remove] = useMutation(DELETE_BOARD_MESSAGE);
  const [reporting, setReporting] = useState<{ id: string; author: string } | null>(null);
  const [olderLoading, setOlderLoading] = useState(false);
  const [noOlder, setNoOlder] = useState(false);
  const messages = data?.myCoven?.board ?? [];
  const officer = isOfficer(coven.myRole);
  const now = useNow();
  const reload = () => refetch().then(() => undefined);

  const older = async () => {
    const last = messages[messages.length - 1];
    if (!last) return;
    setOlderLoading(true);
    try {
      const more = await fetchMore({
        variables: { limit: PAGE, before: last.id },
        updateQuery: (previous, { fetchMoreResult }) =>
          previous.myCoven && fetchMoreResult.myCoven
            ? {
                myCoven: {
                  ...previous.myCoven,
                  board: [...previous.myCoven.board, ...fetchMoreResult.myCoven.board],
                },
              }
            : previous,
      });
      if ((more.data?.myCoven?.board.length ?? 0) < PAGE) setNoOlder(true);
    } finally {
      setOlderLoading(false);
    }
  };

  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <h2 id={heading}>Notice board</h2>
      <PostForm onPosted={reload} />
      {message}
      {reporting && (
        <ReportDialog
          messageId={reporting.id}
          author={reporting.author}
          onClose={() => setReporting(null)}
          onReported={reload}
        />
      )}
      {error && <Message text={failureMessage(error)} failed />}
      {!data && !error ? (
        <p className="loading">Loading ...</p>
      ) : messages.length === 0 ? (
        <p className="social-screen__empty">The board is empty: leave the first message.</p>
      ) : (
        <ol className="board" aria-label="Messages">
          {messages.map((entry) => {
            const author = playerName(entry.author);
            return (
              <li key={entry.id} className="board-message">
                <div className="board-message__head">
                  <span className="board-message__author">{author}</span>
                  <time dateTime={entry.createdAt} title={hourText(entry.createdAt)}>
                    {agoText(entry.createdAt, now)}
                  </time>
                </div>
                <p className="board-message__body">{entry.body}</p>
                <div className="board-message__actions">
                  {entry.author?.userId === playerId ? null : entry.reportedByMe ? (
                    <span className="board-message__reported">Reported</span>
                  ) : (
                    <button
                      type="button"
                      className="button button--small button--quiet"
                      aria-label={`Report the message of ${author}`}
                      disabled={busy}
                      onClick={() => setReporting({ id: entry.id, author })}
                    >
                      Report
                    </button>
                  )}
                  {officer && (
                    <ConfirmButton
                      label="Delete"
                      ariaLabel={`Delete the message of ${author}`}
                      title="Delete this message?"
                      className="button button--small button--quiet"
                      disabled={busy}
                      onConfirm={() =>
                        void run(async () => {
                          await remove({ variables: { id: entry.id } });
                          await reload();
                          return 'The message is deleted.';
                        })
                      }
                    >
                      <p>It disappears from the board for every member.</p>
                    </ConfirmButton>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {messages.length >= PAGE && !noOlder && (
        <div className="button-row">
          <button
            type="button"
            className="button button--small"
            disabled={olderLoading}
            onClick={() => void older()}
          >
            Older messages
          </button>
        </div>
      )}
    </section>
  );
}

function PostForm({ onPosted }: { onPosted: () => Promise<void> }) {
  const field = useId();
  const counter = useId();
  const [body, setBody] = useState('');
  const { busy, run, message } = useOutcome();
  const [post] = useMutation(POST_TO_BOARD);
  const length = characters(body);
  const tooLong = length > BOARD_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text || tooLong) return;
    void run(async () => {
      await post({ variables: { body: text } });
      setBody('');
      await onPosted();
      return null;
    });
  };
  return (
    <form className="social-form board-form" onSubmit={submit}>
      <label htmlFor={field}>A message to your coven</label>
      <textarea
        id={field}
        value={body}
        rows={3}
        aria-describedby={counter}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="board-form__foot">
        <span
          id={counter}
          className={tooLong ? 'board-form__counter board-form__counter--over' : 'board-form__counter'}
        >
          {length} / {BOARD_MAX}
        </span>
        <button type="submit" className="button button--primary" disabled={busy || tooLong || !body.trim()}>
          Post
        </button>
      </div>
      {message}
    </form>
  );
}
