import { useMutation } from '@apollo/client/react';
import { REPORT_REASONS, REPORT_TEXT_MAX } from '@vh/contracts/client';
import { useId, useState, type FormEvent } from 'react';
import type { ModerationReason } from '../../__generated__/graphql';
import { Popup } from '../../ui/Popup';
import { useOutcome } from '../social/useOutcome';
import { REPORT_MESSAGE } from './sanctionOperations';
import '../../styles/sanctions.css';

interface Props {
  messageId: string;
  author: string;
  onClose: () => void;
  onReported: () => Promise<void>;
}

/** Reports a board message: a reason from the list and a few words, at most REPORT_TEXT_MAX. */
export function ReportDialog({ messageId, author, onClose, onReported }: Props) {
  const reasonField = useId();
  const textField = useId();
  const [reason, setReason] = useState<string>('harassment');
  const [text, setText] = useState('');
  const [report] = useMutation(REPORT_MESSAGE);
  const { busy, run, message } = useOutcome();
  const tooLong = [...text.trim()].length > REPORT_TEXT_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    void run(async () => {
      await report({
        variables: {
          id: messageId,
          category: reason.toUpperCase() as ModerationReason,
          reason: text.trim() || null,
        },
      });
      await onReported();
      onClose();
      return null;
    });
  };
  return (
    <Popup title={`Report the message of ${author}`} onClose={onClose} stayOpen>
      <form className="report-form" onSubmit={submit}>
        <label htmlFor={reasonField}>Reason</label>
        <select id={reasonField} value={reason} onChange={(event) => setReason(event.target.value)}>
          {REPORT_REASONS.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.label}
            </option>
          ))}
        </select>
        <label htmlFor={textField}>What happened (optional, at most {REPORT_TEXT_MAX} characters)</label>
        <textarea id={textField} rows={3} value={text} onChange={(event) => setText(event.target.value)} />
        <p className="report-form__hint">
          {author} is not told who reported it. Moderators read every report.
        </p>
        {message}
        <div className="button-row">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy || tooLong}>
            Send report
          </button>
        </div>
      </form>
    </Popup>
  );
}
