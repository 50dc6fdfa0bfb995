import { useState } from 'react';
import { GENERIC_FAILURE } from '../../api/errors';
import { downloadFile } from '../../api/download';
import { Message } from '../../ui/Message';
import { exportQuery, type JournalFilterVariables } from './journalFilters';

type ExportFormat = 'csv' | 'json';

const download = (filter: JournalFilterVariables, format: ExportFormat) =>
  downloadFile(`/api/journal/export?${exportQuery(filter, format)}`, `journal.${format}`);

/** Export buttons: the journal as shown (same filters), as CSV for spreadsheets or JSON. */
export function JournalExport({ filter }: { filter: JournalFilterVariables | null }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = (format: ExportFormat) => {
    if (!filter || busy) return;
    setBusy(format);
    setFailure(null);
    download(filter, format)
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : GENERIC_FAILURE))
      .finally(() => setBusy(null));
  };

  return (
    <div className="journal-export">
      <span className="journal-export__label">Export</span>
      {(['csv', 'json'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="button button--small"
          disabled={!filter || busy !== null}
          aria-busy={busy === format}
          onClick={() => start(format)}
        >
          {busy === format ? 'Exporting ...' : format.toUpperCase()}
        </button>
      ))}
      {failure && <Message text={failure} failed />}
    </div>
  );
}
