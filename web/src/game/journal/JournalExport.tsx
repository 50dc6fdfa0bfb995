import { useState } from 'react';
import { GENERIC_FAILURE } from '../../api/errors';
import { CLIENT_VERSION, appKey } from '../../config';
import { logout, storedToken } from '../../session/token';
import { Message } from '../../ui/Message';
import { attachmentName, exportQuery, type JournalFilterVariables } from './journalFilters';

type ExportFormat = 'csv' | 'json';

/** Fetches the export with the player's token and hands the file to the browser as a download. */
async function download(filter: JournalFilterVariables, format: ExportFormat): Promise<void> {
  const token = storedToken();
  const response = await fetch(`/api/journal/export?${exportQuery(filter, format)}`, {
    headers: {
      'X-App-Key': appKey(),
      'X-App-Version': CLIENT_VERSION,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (response.status === 401) {
    logout();
    return;
  }
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(refusal?.message ?? GENERIC_FAILURE);
  }
  const file = await response.blob();
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('Content-Disposition'), `journal.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click returns; the blob is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
