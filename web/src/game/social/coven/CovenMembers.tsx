import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { failureMessage } from '../../../api/errors';
import { Message } from '../../../ui/Message';
import { ConfirmButton } from '../ConfirmButton';
import { PlayerLine } from '../PlayerLine';
import { playerName } from '../socialPlayer';
import { agoText } from '../socialText';
import { useNow } from '../useNow';
import { useOutcome } from '../useOutcome';
import { EmblemPicker } from './EmblemPicker';
import {
  ANSWER_JOIN_REQUEST,
  COVEN_OFFICE,
  DISBAND_COVEN,
  INVITE_TO_COVEN,
  KICK_FROM_COVEN,
  LEAVE_COVEN,
  REFRESH_COVEN,
  SET_COVEN_ROLE,
  TRANSFER_CAPTAINCY,
  UPDATE_COVEN,
  type CovenMember,
  type MyCoven,
} from './covenOperations';
import { ROLE_LABEL, byRoleThenPoints, isOfficer, memberActions } from './covenRules';

/** /coven: the members with their roles and season points, the officers' work, leaving and disbanding. */
export function CovenMembers({ coven, playerId }: { coven: MyCoven; playerId: string }) {
  return (
    <>
      <Members coven={coven} playerId={playerId} />
      {isOfficer(coven.myRole) && <Office coven={coven} />}
      {isOfficer(coven.myRole) && <Settings coven={coven} />}
      <LeaveOrDisband coven={coven} />
    </>
  );
}

function Members({ coven, playerId }: { coven: MyCoven; playerId: string }) {
  const heading = useId();
  const { busy, run, message } = useOutcome();
  const [kick] = useMutation(KICK_FROM_COVEN, { refetchQueries: REFRESH_COVEN });
  const [setRole] = useMutation(SET_COVEN_ROLE, { refetchQueries: REFRESH_COVEN });
  const [transfer] = useMutation(TRANSFER_CAPTAINCY, { refetchQueries: REFRESH_COVEN });

  const actionsFor = (member: CovenMember) => {
    const name = playerName(member.player);
    const userId = member.player.userId;
    return memberActions(coven.myRole, member.role, userId === playerId).map((action) => {
      switch (action) {
        case 'promote':
        case 'demote':
          return (
            <button
              key={action}
              type="button"
              className="button button--small"
              disabled={busy}
              aria-label={`${action === 'promote' ? 'Promote' : 'Demote'} ${name}`}
              onClick={() =>
                void run(async () => {
                  const role = action === 'promote' ? 'OFFICER' : 'MEMBER';
                  await setRole({ variables: { userId, role } });
                  return `${name} is ${role === 'OFFICER' ? 'an officer' : 'a member'} now.`;
                })
              }
            >
              {action === 'promote' ? 'Make officer' : 'Make member'}
            </button>
          );
        case 'captaincy':
          return (
            <ConfirmButton
              key={action}
              label="Make captain"
              ariaLabel={`Make ${name} captain`}
              title={`Make ${name} the captain?`}
              confirmLabel="Hand over the captaincy"
              disabled={busy}
              onConfirm={() =>
                void run(async () => {
                  await transfer({ variables: { userId } });
                  return `${name} is the captain now; you are an officer.`;
                })
              }
            >
              <p>
                {name} becomes the captain of {coven.name} and you become an officer. Only the new captain can
                hand it back.
              </p>
            </ConfirmButton>
          );
        case 'kick':
          return (
            <ConfirmButton
              key={action}
              label="Kick"
              ariaLabel={`Kick ${name}`}
              title={`Kick ${name} out of ${coven.name}?`}
              disabled={busy}
              onConfirm={() =>
                void run(async () => {
                  await kick({ variables: { userId } });
                  return `${name} is out of the coven.`;
                })
              }
            >
              <p>
                {name} leaves the coven at once and loses the notice board. Their catches so far stay in the
                expedition's ledger.
              </p>
            </ConfirmButton>
          );
      }
    });
  };

  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <h2 id={heading}>Members</h2>
      {message}
      <ul className="player-list" aria-label="Members">
        {byRoleThenPoints(coven.members).map((member) => (
          <PlayerLine
            key={member.player.userId}
            player={member.player}
            className={member.player.userId === playerId ? 'player-line--me' : ''}
            note={
              <>
                <span className={`coven-role coven-role--${member.role.toLowerCase()}`}>
                  {ROLE_LABEL[member.role]}
                </span>
                <span className="coven-member__points">
                  {member.seasonPoints.toLocaleString()} season points
                </span>
              </>
            }
          >
            {actionsFor(member)}
          </PlayerLine>
        ))}
      </ul>
    </section>
  );
}

/** The captain's and officers' desk: invite by name, answer join requests, see invitations sent. */
function Office({ coven }: { coven: MyCoven }) {
  const heading = useId();
  const field = useId();
  const [name, setName] = useState('');
  const { data, error } = useQuery(COVEN_OFFICE, { fetchPolicy: 'cache-and-network' });
  const { busy, run, message } = useOutcome();
  const [invite] = useMutation(INVITE_TO_COVEN, { refetchQueries: REFRESH_COVEN });
  const [answer] = useMutation(ANSWER_JOIN_REQUEST, { refetchQueries: REFRESH_COVEN });
  const office = data?.myCoven;
  const full = coven.memberCount >= coven.maxMembers;
  const now = useNow();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    void run(async () => {
      await invite({ variables: { name: wanted } });
      setName('');
      return `${wanted} is invited.`;
    });
  };
  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <h2 id={heading}>Recruiting</h2>
      <form className="social-form" onSubmit={submit}>
        <label htmlFor={field}>Invite a hunter by name</label>
        <div className="field__row">
          <input
            id={field}
            value={name}
            autoComplete="off"
            maxLength={64}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy || full || !name.trim()}>
            Invite
          </button>
        </div>
        {full && <p className="social-screen__note">The coven is full: 12 is the most.</p>}
      </form>
      {message}
      {error && !data && <Message text={failureMessage(error)} failed />}
      <h3>Asking to join</h3>
      {!office || office.joinRequests.length === 0 ? (
        <p className="social-screen__empty">{office ? 'Nobody is asking to join.' : 'Loading ...'}</p>
      ) : (
        <ul className="player-list" aria-label="Join requests">
          {office.joinRequests.map((request) => {
            const requester = playerName(request.player);
            return (
              <PlayerLine
                key={request.id}
                player={request.player}
                note={`Asked ${agoText(request.createdAt, now)}`}
              >
                <button
                  type="button"
                  className="button button--small button--primary"
                  disabled={busy || full}
                  aria-label={`Accept ${requester}`}
                  onClick={() =>
                    void run(async () => {
                      await answer({ variables: { id: request.id, accept: true } });
                      return `${requester} joined the coven.`;
                    })
                  }
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy}
                  aria-label={`Decline ${requester}`}
                  onClick={() =>
                    void run(async () => {
                      await answer({ variables: { id: request.id, accept: false } });
                      return `You declined ${requester}.`;
                    })
                  }
                >
                  Decline
                </button>
              </PlayerLine>
            );
          })}
        </ul>
      )}
      <h3>Invitations sent</h3>
      {!office || office.invitations.length === 0 ? (
        <p className="social-screen__empty">
          {office ? 'No invitation is waiting for an answer.' : 'Loading ...'}
        </p>
      ) : (
        <ul className="plain-list" aria-label="Invitations sent">
          {office.invitations.map((invitation) => (
            <li key={invitation.id}>
              {playerName(invitation.player)}, invited by {playerName(invitation.invitedBy)}{' '}
              {agoText(invitation.createdAt, now)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The captain and officers change the emblem and whether the coven takes join requests. */
function Settings({ coven }: { coven: MyCoven }) {
  const heading = useId();
  const { busy, run, message } = useOutcome();
  const [update] = useMutation(UPDATE_COVEN, { refetchQueries: ['MyCoven'] });
  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <h2 id={heading}>Coven settings</h2>
      {message}
      <div className="social-form">
        <span className="social-form__label">Emblem</span>
        <EmblemPicker
          value={coven.emblemImageId ?? null}
          disabled={busy}
          onChange={(emblemImageId) =>
            void run(async () => {
              await update({ variables: { input: { emblemImageId } } });
              return 'The emblem is changed.';
            })
          }
        />
        <label className="social-form__check">
          <input
            type="checkbox"
            checked={coven.open}
            disabled={busy}
            onChange={(event) => {
              const open = event.target.checked;
              void run(async () => {
                await update({ variables: { input: { open } } });
                return open ? 'Hunters may ask to join now.' : 'The coven takes invited hunters only now.';
              });
            }}
          />{' '}
          Open to join requests
        </label>
      </div>
    </section>
  );
}

function LeaveOrDisband({ coven }: { coven: MyCoven }) {
  const { busy, run, message } = useOutcome();
  const [leave] = useMutation(LEAVE_COVEN, { refetchQueries: REFRESH_COVEN, awaitRefetchQueries: true });
  const [disband] = useMutation(DISBAND_COVEN, { refetchQueries: REFRESH_COVEN, awaitRefetchQueries: true });
  const captain = coven.myRole === 'CAPTAIN';
  // The captain leaves only alone (which disbands the coven); otherwise they hand the captaincy over first.
  const alone = coven.memberCount <= 1;
  return (
    <section className="panel social-screen__panel coven-exit" aria-label="Leave the coven">
      {message}
      <div className="button-row">
        {(!captain || alone) && (
          <ConfirmButton
            label="Leave the coven"
            title={`Leave ${coven.name}?`}
            className="button"
            disabled={busy}
            onConfirm={() =>
              void run(async () => {
                await leave();
                return null;
              })
            }
          >
            <p>
              {alone
                ? 'You are its only member: leaving disbands the coven.'
                : 'You leave at once and lose the notice board. To come back you need an invitation or an answer.'}
            </p>
          </ConfirmButton>
        )}
        {captain && (
          <ConfirmButton
            label="Disband the coven"
            title={`Disband ${coven.name}?`}
            confirmLabel="Disband for good"
            className="button"
            disabled={busy}
            onConfirm={() =>
              void run(async () => {
                await disband();
                return null;
              })
            }
          >
            <p>
              Every member leaves, the board closes and a running expedition ends without a chest. This cannot
              be undone.
            </p>
          </ConfirmButton>
        )}
      </div>
      {captain && !alone && (
        <p className="social-screen__note">
          To leave, first make another member captain; or disband the coven.
        </p>
      )}
    </section>
  );
}
