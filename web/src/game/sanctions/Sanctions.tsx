import { useMutation, useQuery } from '@apollo/client/react';
import { APPEAL_TEXT_MAX } from '@vh/contracts/client';
import { useId, useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { Message } from '../../ui/Message';
import { useOutcome } from '../social/useOutcome';
import { APPEAL_SANCTION, MY_SANCTIONS, type SanctionView } from './sanctionOperations';
import {
  reportReasonLabel,
  sanctionBites,
  sanctionKindLabel,
  sanctionPeriod,
  utcMinute,
} from './sanctionText';
import '../../styles/sanctions.css';

/**
 * /sanctions (docs/sanctions.md#appeals): what the moderators decided about the player, why and until
 * when, newest first; a sanction in force can be appealed once, and the answer shows here.
 */
export default function Sanctions() {
  const heading = useId();
  const { data, error } = useQuery(MY_SANCTIONS, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <Message text={failureMessage(error)} failed />;
  if (!data) return <p className="loading">Loading ...</p>;
  const sanctions = data.mySanctions;
  return (
    <section className="panel sanctions" aria-labelledby={heading}>
      <h2 id={heading}>Sanctions</h2>
      {sanctions.length === 0 ? (
        <p className="sanctions__empty">No sanctions: your record is clean.</p>
      ) : (
        <ol className="sanctions__list" aria-label="Your sanctions">
          {sanctions.map((sanction) => (
            <SanctionCard key={sanction.id} sanction={sanction} />
          ))}
        </ol>
      )}
    </section>
  );
}

function SanctionCard({ sanction }: { sanction: SanctionView }) {
  const kind = sanctionKindLabel(sanction.kind);
  return (
    <li className={sanction.inForce ? 'sanction sanction--in-force' : 'sanction'} aria-label={kind}>
      <div className="sanction__head">
        <h3 className="sanction__kind">{kind}</h3>
        <span className="sanction__period">{sanctionPeriod(sanction)}</span>
      </div>
      <dl className="sanction__facts">
        <dt>Reason</dt>
        <dd>{reportReasonLabel(sanction.reason)}</dd>
        <dt>Why</dt>
        <dd className="sanction__note">{sanction.note}</dd>
        <dt>What it closes</dt>
        <dd>{sanctionBites(sanction.kind)}</dd>
        <dt>Since</dt>
        <dd>{utcMinute(sanction.startsAt)}</dd>
        {sanction.liftNote ? (
          <>
            <dt>Lifted because</dt>
            <dd>{sanction.liftNote}</dd>
          </>
        ) : null}
      </dl>
      {sanction.appeal ? <AppealAnswer appeal={sanction.appeal} /> : null}
      {sanction.canAppeal ? <AppealForm id={sanction.id} /> : null}
    </li>
  );
}

function AppealAnswer({ appeal }: { appeal: NonNullable<SanctionView['appeal']> }) {
  const answer =
    appeal.answer === 'GRANTED'
      ? 'Granted: the sanction was lifted.'
      : appeal.answer === 'UPHELD'
        ? 'Upheld: the sanction stands.'
        : 'Waiting for a moderator.';
  return (
    <div className="sanction__appeal">
      <p>
        <strong>Your appeal</strong> ({utcMinute(appeal.at)}): {appeal.text}
      </p>
      <p className="sanction__answer">
        {answer}
        {appeal.note ? ` ${appeal.note}` : ''}
      </p>
    </div>
  );
}

function AppealForm({ id }: { id: string }) {
  const field = useId();
  const counter = useId();
  const [text, setText] = useState('');
  const [appeal] = useMutation(APPEAL_SANCTION);
  const { busy, run, message } = useOutcome();
  const length = [...text.trim()].length;
  const tooLong = length > APPEAL_TEXT_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || tooLong) return;
    void run(async () => {
      await appeal({ variables: { id, text: text.trim() } });
      return 'Your appeal is sent to the moderators.';
    });
  };
  return (
    <form className="sanction__appeal-form" onSubmit={submit}>
      <label htmlFor={field}>Appeal (once): tell the moderators why this is wrong</label>
      <textarea
        id={field}
        rows={3}
        value={text}
        aria-describedby={counter}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="sanction__appeal-foot">
        <span
          id={counter}
          className={tooLong ? 'sanction__counter sanction__counter--over' : 'sanction__counter'}
        >
          {length} / {APPEAL_TEXT_MAX}
        </span>
        <button type="submit" className="button button--primary" disabled={busy || length === 0 || tooLong}>
          Send appeal
        </button>
      </div>
      {message}
    </form>
  );
}
