import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { failureMessage } from '../../../api/errors';
import { Bar } from '../../../ui/Bar';
import { GameImage } from '../../../ui/GameImage';
import { Message } from '../../../ui/Message';
import type { CovenRole } from '../../../__generated__/graphql';
import { ConfirmButton } from '../ConfirmButton';
import { isOfficer } from '../coven/covenRules';
import { playerName } from '../socialPlayer';
import { hourText, timeLeft } from '../socialText';
import { useNow } from '../useNow';
import { useOutcome } from '../useOutcome';
import { COVEN_EXPEDITION, START_EXPEDITION, type Expedition } from './expeditionOperations';
import { STATUS_LABEL, expeditionProgress, ledgerOrder, sharesTotal } from './expeditionText';

/** While an expedition runs, members' hunts move it on: the tab asks again this often. */
const RUNNING_POLL_MS = 30_000;

/**
 * /coven/expedition: the running expedition (targets with progress, time left, chest, the published
 * formula, the ledger), the start for the captain and officers, and the last results with their split.
 */
export function ExpeditionTab({ myRole, playerId }: { myRole: CovenRole | null; playerId: string }) {
  const { data, error, startPolling, stopPolling } = useQuery(COVEN_EXPEDITION, {
    fetchPolicy: 'cache-and-network',
  });
  const { busy, run, message } = useOutcome();
  const [start] = useMutation(START_EXPEDITION, {
    refetchQueries: ['CovenExpedition'],
    awaitRefetchQueries: true,
  });
  const now = useNow();
  const expedition = data?.myCoven?.expedition;
  const running = expedition?.status === 'RUNNING' ? expedition : null;
  const isRunning = running !== null;
  useEffect(() => {
    if (!isRunning) return;
    startPolling(RUNNING_POLL_MS);
    return () => stopPolling();
  }, [isRunning, startPolling, stopPolling]);
  if (error && !data) return <Message text={failureMessage(error)} failed />;
  if (!data) return <p className="loading">Loading ...</p>;
  const coven = data.myCoven;
  if (!coven) return <p className="social-screen__empty">You are in no coven.</p>;
  const past = coven.pastExpeditions.filter((expedition) => expedition.id !== running?.id);

  return (
    <>
      {message}
      {running ? (
        <ExpeditionPanel expedition={running} now={now} playerId={playerId} />
      ) : (
        <section className="panel social-screen__panel" aria-label="No expedition">
          <h2>Expedition</h2>
          <p className="social-screen__empty">No expedition is running.</p>
          <p className="social-screen__note">
            An expedition sends the whole coven after a set of enemies on chosen grounds before a time limit.
            Every member's ordinary hunts count, the retainer's too; the chest is shared when it is done.
          </p>
          {isOfficer(myRole) ? (
            <ConfirmButton
              label="Start an expedition"
              title="Start an expedition?"
              confirmLabel="Start"
              className="button button--primary"
              disabled={busy}
              onConfirm={() =>
                void run(async () => {
                  await start();
                  return 'The expedition has started: good hunting.';
                })
              }
            >
              <p>
                Targets are drawn from the world's enemies and the clock starts now. The coven runs one
                expedition at a time, and each hunter is in one.
              </p>
            </ConfirmButton>
          ) : (
            <p className="social-screen__note">The captain or an officer starts one.</p>
          )}
        </section>
      )}
      {past.map((expedition) => (
        <ExpeditionPanel key={expedition.id} expedition={expedition} now={now} playerId={playerId} />
      ))}
    </>
  );
}

function ExpeditionPanel({
  expedition,
  now,
  playerId,
}: {
  expedition: Expedition;
  now: number;
  playerId: string;
}) {
  const heading = useId();
  const progress = expeditionProgress(expedition.targets);
  const left = expedition.status === 'RUNNING' ? timeLeft(expedition.endsAt, now) : null;
  const finished = expedition.finishedAt ?? expedition.endsAt;
  return (
    <section className="panel social-screen__panel expedition" aria-labelledby={heading}>
      <div className="social-screen__panel-head">
        <h2 id={heading}>
          Expedition{' '}
          <span
            className={`season-state season-state--${expedition.status === 'RUNNING' ? 'live' : expedition.status === 'COMPLETED' ? 'final' : 'ended'}`}
          >
            {STATUS_LABEL[expedition.status]}
          </span>
        </h2>
        <p className="social-screen__limit">
          {expedition.status === 'RUNNING' ? (
            <time dateTime={expedition.endsAt} title={hourText(expedition.endsAt)}>
              {left ? `${left} left` : 'Time is up: the result is being written'}
            </time>
          ) : (
            <time dateTime={finished}>Ended {hourText(finished)}</time>
          )}
        </p>
      </div>
      <dl className="league-facts">
        <div>
          <dt>Progress</dt>
          <dd>
            {progress.caught} of {progress.required} caught
          </dd>
        </div>
        <div>
          <dt>Chest</dt>
          <dd>
            {expedition.chest.amount.toLocaleString()} {expedition.chest.currency}
          </dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{hourText(expedition.startedAt)}</dd>
        </div>
      </dl>
      <ul className="expedition-targets" aria-label="Targets">
        {expedition.targets.map((target) => {
          const name = target.enemy.name;
          const ground = target.huntingGround.name;
          const region = target.huntingGround.regionIdRef?.name;
          return (
            <li key={`${target.enemyId}-${target.huntingGroundId}`} className="expedition-target">
              <GameImage
                id={target.enemy.imageId}
                alt={name}
                kind="enemy"
                thumb
                className="expedition-target__image"
              />
              <div className="expedition-target__text">
                <span className="expedition-target__name">{name}</span>
                <span className="expedition-target__ground">
                  {ground}
                  {region ? ` · ${region}` : ''}
                </span>
                <Bar
                  kind="xp"
                  value={Math.min(target.caught, target.required)}
                  max={target.required}
                  label={`${name}: ${Math.min(target.caught, target.required)} / ${target.required}`}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="season-summary__rule expedition__formula">
        <strong>How the chest is split: </strong>
        {expedition.formula}
      </p>
      <div className="expedition-tables">
        <div className="ladder__scroll">
          <table className="ladder-table">
            <caption>Contribution ledger</caption>
            <thead>
              <tr>
                <th scope="col">Hunter</th>
                <th scope="col">Catches</th>
                <th scope="col">Hunts</th>
              </tr>
            </thead>
            <tbody>
              {expedition.contributions.length === 0 ? (
                <tr className="ladder-row">
                  <td colSpan={3} className="expedition__none">
                    No hunt has counted yet.
                  </td>
                </tr>
              ) : (
                ledgerOrder(expedition.contributions).map((row) => (
                  <tr
                    key={row.player.userId}
                    className={row.player.userId === playerId ? 'ladder-row ladder-row--mine' : 'ladder-row'}
                  >
                    <th scope="row" className="ladder-row__name">
                      {playerName(row.player)}
                    </th>
                    <td>{row.catches}</td>
                    <td>{row.hunts}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        {expedition.shares.length > 0 && (
          <div className="ladder__scroll">
            <table className="ladder-table expedition-shares">
              <caption>
                Shares: {sharesTotal(expedition.shares).toLocaleString()} {expedition.chest.currency}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Hunter</th>
                  <th scope="col">Credits</th>
                  <th scope="col">Floor</th>
                  <th scope="col">Share</th>
                </tr>
              </thead>
              <tbody>
                {expedition.shares.map((share) => (
                  <tr
                    key={share.player.userId}
                    className={
                      share.player.userId === playerId ? 'ladder-row ladder-row--mine' : 'ladder-row'
                    }
                  >
                    <th scope="row" className="ladder-row__name">
                      {playerName(share.player)}
                    </th>
                    <td>{share.credits}</td>
                    <td>{share.floor}</td>
                    <td className="ladder-row__score">
                      {share.amount.toLocaleString()} {expedition.chest.currency}
                      <span className="expedition__paid">{share.paid ? 'paid' : 'to be paid'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
