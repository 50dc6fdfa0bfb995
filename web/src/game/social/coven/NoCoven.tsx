import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { Message } from '../../../ui/Message';
import { playerName } from '../socialPlayer';
import { agoText } from '../socialText';
import { useNow } from '../useNow';
import { useOutcome } from '../useOutcome';
import { CovenEmblem, EmblemPicker } from './EmblemPicker';
import {
  ANSWER_COVEN_INVITATION,
  FIND_COVENS,
  FOUND_COVEN,
  MY_COVEN_INVITATIONS,
  REFRESH_COVEN,
  REQUEST_TO_JOIN_COVEN,
  type CovenCard,
} from './covenOperations';
import { canAskToJoin, membersText } from './covenRules';

/** A player in no coven: their invitations, founding one, and finding one to ask to join. */
export function NoCoven() {
  return (
    <div className="social-screen__panels">
      <Invitations />
      <FoundCoven />
      <FindCoven />
      <p className="social-screen__more">
        <Link to="/coven/ladder">The coven ladder: this season's covens by their members' points</Link>
      </p>
    </div>
  );
}

function Invitations() {
  const heading = useId();
  const { data, error } = useQuery(MY_COVEN_INVITATIONS, { fetchPolicy: 'cache-and-network' });
  const { busy, run, message } = useOutcome();
  const [answer] = useMutation(ANSWER_COVEN_INVITATION, { refetchQueries: REFRESH_COVEN });
  const invitations = data?.myCovenInvitations ?? [];
  const now = useNow();
  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <h2 id={heading}>Your invitations</h2>
      {error && !data && <Message text={failureMessage(error)} failed />}
      {message}
      {!data && !error ? (
        <p className="loading">Loading ...</p>
      ) : invitations.length === 0 ? (
        <p className="social-screen__empty">No coven has invited you.</p>
      ) : (
        <ul className="coven-list" aria-label="Invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="coven-card">
              <CovenEmblem imageId={invitation.coven.emblemImageId} name={invitation.coven.name} />
              <div className="coven-card__text">
                <span className="coven-card__name">{invitation.coven.name}</span>
                <span className="coven-card__meta">
                  {membersText(invitation.coven.memberCount, invitation.coven.maxMembers)} · invited by{' '}
                  {playerName(invitation.invitedBy)} {agoText(invitation.createdAt, now)}
                </span>
              </div>
              <div className="coven-card__actions">
                <button
                  type="button"
                  className="button button--small button--primary"
                  disabled={busy}
                  aria-label={`Join ${invitation.coven.name}`}
                  onClick={() =>
                    void run(async () => {
                      await answer({ variables: { id: invitation.id, accept: true } });
                      return `Welcome to ${invitation.coven.name}.`;
                    })
                  }
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy}
                  aria-label={`Decline ${invitation.coven.name}`}
                  onClick={() =>
                    void run(async () => {
                      await answer({ variables: { id: invitation.id, accept: false } });
                      return `You declined ${invitation.coven.name}.`;
                    })
                  }
                >
                  Decline
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FoundCoven() {
  const heading = useId();
  const nameField = useId();
  const [name, setName] = useState('');
  const [emblem, setEmblem] = useState<number | null>(null);
  const [open, setOpen] = useState(true);
  const { busy, run, message } = useOutcome();
  const [found] = useMutation(FOUND_COVEN, { refetchQueries: REFRESH_COVEN, awaitRefetchQueries: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    void run(async () => {
      await found({ variables: { input: { name: wanted, emblemImageId: emblem, open } } });
      return null;
    });
  };
  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <h2 id={heading}>Found a coven</h2>
      <p className="social-screen__note">
        A coven is up to 12 hunters: a captain, officers and members, with a notice board, expeditions and a
        place on the coven ladder. Its name is yours alone.
      </p>
      <form className="social-form" onSubmit={submit}>
        <label htmlFor={nameField}>Coven name (3 to 32 characters)</label>
        <input
          id={nameField}
          value={name}
          autoComplete="off"
          minLength={3}
          maxLength={32}
          onChange={(event) => setName(event.target.value)}
        />
        <span className="social-form__label">Emblem</span>
        <EmblemPicker value={emblem} onChange={setEmblem} disabled={busy} />
        <fieldset className="social-form__choice">
          <legend>Join requests</legend>
          <label>
            <input type="radio" name="coven-open" checked={open} onChange={() => setOpen(true)} /> Open:
            hunters may ask to join
          </label>
          <label>
            <input type="radio" name="coven-open" checked={!open} onChange={() => setOpen(false)} /> Closed:
            invitation only
          </label>
        </fieldset>
        <div>
          <button type="submit" className="button button--primary" disabled={busy || !name.trim()}>
            Found the coven
          </button>
        </div>
      </form>
      {message}
    </section>
  );
}

function FindCoven() {
  const heading = useId();
  const field = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const { data, error, loading } = useQuery(FIND_COVENS, {
    variables: { name: search || null, limit: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const { busy, run, message } = useOutcome();
  const [ask] = useMutation(REQUEST_TO_JOIN_COVEN);
  const [asked, setAsked] = useState<ReadonlySet<number>>(new Set());
  const askToJoin = (coven: CovenCard) =>
    run(async () => {
      await ask({ variables: { covenId: coven.id } });
      setAsked((before) => new Set(before).add(coven.id));
      return `Request sent to ${coven.name}: its captain or officers will answer.`;
    });
  const covens = data?.searchCovens ?? [];
  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <h2 id={heading}>Find a coven</h2>
      <form
        className="social-form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <label htmlFor={field}>Coven name</label>
        <div className="field__row">
          <input
            id={field}
            type="search"
            value={typed}
            autoComplete="off"
            maxLength={40}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
      {error && <Message text={failureMessage(error)} failed />}
      {message}
      {!data && loading ? (
        <p className="loading">Loading ...</p>
      ) : covens.length === 0 ? (
        <p className="social-screen__empty">
          {search ? `No coven is called like "${search}".` : 'No coven takes requests yet: found the first.'}
        </p>
      ) : (
        <ul className="coven-list" aria-label="Covens found">
          {covens.map((coven) => (
            <li key={coven.id} className="coven-card">
              <CovenEmblem imageId={coven.emblemImageId} name={coven.name} />
              <div className="coven-card__text">
                <span className="coven-card__name">{coven.name}</span>
                <span className="coven-card__meta">
                  {membersText(coven.memberCount, coven.maxMembers)} ·{' '}
                  {coven.open ? 'open' : 'closed: invitation only'}
                </span>
              </div>
              <div className="coven-card__actions">
                <button
                  type="button"
                  className="button button--small button--primary"
                  disabled={busy || asked.has(coven.id) || !canAskToJoin(coven)}
                  aria-label={`Ask to join ${coven.name}`}
                  onClick={() => void askToJoin(coven)}
                >
                  {asked.has(coven.id) ? 'Asked' : 'Ask to join'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
