import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetOne, type Identifier } from 'ra-core';
import { ChangeList } from './ChangeList';
import { sourcesOfEntry, type TrailSource } from './changeSources';
import { useMergedChanges } from './useMergedChanges';

const PAGE = 20;

/** The audit history of one entry (who changed what, when), below its form. */
export function HistoryPanel({ sources }: { sources: readonly TrailSource[] }) {
  const { entries, more, loading, error, loadMore } = useMergedChanges(sources, PAGE);
  return (
    <Card sx={{ mt: 2 }} data-testid="history-panel">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          History
        </Typography>
        {error && <Typography color="error">Failed to load the history: {error}</Typography>}
        {!error && entries.length === 0 && (
          <Typography color="text.secondary">{loading ? 'Loading...' : 'No recorded changes'}</Typography>
        )}
        {entries.length > 0 && <ChangeList entries={entries} showEntry={false} />}
        {more && (
          <Button onClick={() => void loadMore()} disabled={loading} sx={{ mt: 1 }}>
            Load more
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The history of the entry a resource's edit route shows: where it is kept follows from the
 * entry's GraphQL type (react-admin's cache already holds the entry the form loaded).
 */
export function RecordHistory({ resource, id }: { resource: string; id: Identifier }) {
  const { data } = useGetOne(resource, { id });
  const typename = typeof data?.__typename === 'string' ? data.__typename : null;
  if (!typename) return null;
  return <HistoryPanel sources={sourcesOfEntry(typename, String(id))} />;
}
