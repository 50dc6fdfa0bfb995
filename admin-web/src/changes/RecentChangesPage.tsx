import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { screenTitle } from '../layout/navigation';
import { AdminPage } from '../ui/AdminPage';
import { ChangeList } from './ChangeList';
import { TRAIL_SERVICE_NAMES, TRAIL_SERVICES, type TrailService, type TrailSource } from './changeSources';
import { useMergedChanges } from './useMergedChanges';

const PAGE = 25;
const ALL = '';

/** Which trails the filters select: every service, or one, optionally one kind of entry. */
function sourcesFor(service: TrailService | typeof ALL, entity: string): TrailSource[] {
  const services = service === ALL ? TRAIL_SERVICE_NAMES : [service];
  return services
    .filter((name) => entity === ALL || (TRAIL_SERVICES[name].entities as readonly string[]).includes(entity))
    .map((name) => ({ service: name, entity: entity === ALL ? null : entity }));
}

/** /admin/changes: every service's audit trail merged, newest first, with filters and paging. */
export function RecentChangesPage() {
  const [service, setService] = useState<TrailService | typeof ALL>(ALL);
  const [entity, setEntity] = useState(ALL);
  const sources = useMemo(() => sourcesFor(service, entity), [service, entity]);
  const { entries, more, loading, error, loadMore } = useMergedChanges(sources, PAGE);
  const entities = [
    ...new Set(
      (service === ALL ? TRAIL_SERVICE_NAMES : [service]).flatMap((name) => TRAIL_SERVICES[name].entities),
    ),
  ].sort();
  return (
    <AdminPage title={screenTitle('changes')}>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          label="Service"
          value={service}
          onChange={(event) => {
            setService(event.target.value as TrailService | typeof ALL);
            setEntity(ALL);
          }}
          sx={{ width: 240 }}
          size="small"
          // 'All' is the empty value: shown, with the label above it.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ALL}>All services</MenuItem>
          {TRAIL_SERVICE_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {TRAIL_SERVICES[name].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Entity"
          value={entity}
          onChange={(event) => setEntity(event.target.value)}
          sx={{ width: 240 }}
          size="small"
          // 'All' is the empty value: shown, with the label above it.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ALL}>All entities</MenuItem>
          {entities.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error && <Typography color="error">Failed to load the changes: {error}</Typography>}
      {!error && entries.length === 0 && (
        <Typography color="text.secondary">{loading ? 'Loading...' : 'No recorded changes'}</Typography>
      )}
      {entries.length > 0 && <ChangeList entries={entries} showEntry />}
      {more && (
        <Button onClick={() => void loadMore()} disabled={loading} sx={{ mt: 2 }}>
          Load more
        </Button>
      )}
    </AdminPage>
  );
}
