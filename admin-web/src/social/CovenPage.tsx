import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Confirm } from 'ra-ui-materialui';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { serverMessage } from '../api/errors';
import { HistoryPanel } from '../changes/HistoryPanel';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { useServerAction } from '../ui/useServerAction';
import { ExpeditionsPart } from './ExpeditionsPart';
import {
  ADMIN_COVEN,
  ADMIN_DISBAND_COVEN,
  ADMIN_RENAME_COVEN,
  type AdminCovenDetail,
} from './socialOperations';
import { covenStateLabel, playerName, roleLabel, utcMinuteOf } from './socialFormat';

/** Expeditions shown on a coven's page, newest first. */
const EXPEDITIONS = 20;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /admin/covens/:id: a coven with its members and expeditions; rename and disband it (audited). */
export function CovenPage() {
  const id = Number(useParams().id);
  const { data, error, refetch } = useQuery(ADMIN_COVEN, {
    variables: { id, expeditions: EXPEDITIONS },
    fetchPolicy: 'network-only',
    skip: !Number.isInteger(id),
  });
  // The history below starts over after an action, so it shows it.
  const [actions, setActions] = useState(0);
  const changed = () => {
    setActions((count) => count + 1);
    void refetch().catch(() => undefined);
  };
  const coven = data?.coven ?? null;
  return (
    <AdminPage title={coven ? `Coven ${coven.name}` : 'Coven'}>
      <Typography sx={{ mb: 2 }}>
        <Link to="/covens">All covens</Link>
      </Typography>
      {!data ? (
        <LoadState
          failed={Boolean(error) || !Number.isInteger(id)}
          failure={`Failed to load the coven${error ? `: ${serverMessage(error)}` : ''}`}
        />
      ) : !coven ? (
        <Typography color="error">No coven {id}</Typography>
      ) : (
        <>
          <Facts coven={coven} />
          {!coven.disbandedAt && <AdminActions coven={coven} onChanged={changed} />}
          <Part title="Members">
            <Members coven={coven} />
          </Part>
          <Part title="Expeditions">
            <ExpeditionsPart expeditions={data.adminExpeditions} />
          </Part>
          <HistoryPanel
            key={actions}
            sources={[{ service: 'social', entity: 'Coven', entityId: String(coven.id) }]}
          />
        </>
      )}
    </AdminPage>
  );
}

function Facts({ coven }: { coven: AdminCovenDetail }) {
  const facts: [string, string][] = [
    ['Standing', covenStateLabel(coven)],
    ['Members', `${coven.memberCount} of ${coven.maxMembers}`],
    ['Founded', utcMinuteOf(coven.createdAt)],
    ['Season points', String(coven.seasonPoints)],
    [
      'Coven ladder',
      coven.ladderRank === null || coven.ladderRank === undefined ? 'Not ranked' : `#${coven.ladderRank}`,
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, mb: 3 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0 }}
            data-testid={`coven-${label.toLowerCase().replace(/ /g, '-')}`}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Rename (the server judges the name: length, unique ignoring case) and disband behind a confirmation. */
function AdminActions({ coven, onChanged }: { coven: AdminCovenDetail; onChanged: () => void }) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const [name, setName] = useState(coven.name);
  const [confirming, setConfirming] = useState(false);
  const rename = async () => {
    const done = await run(
      () => client.mutate({ mutation: ADMIN_RENAME_COVEN, variables: { id: coven.id, name } }),
      (answer) => `Coven renamed ${answer.data?.adminRenameCoven.name ?? name}`,
    );
    if (done) onChanged();
  };
  const disband = async () => {
    const done = await run(
      () => client.mutate({ mutation: ADMIN_DISBAND_COVEN, variables: { id: coven.id } }),
      `Coven ${coven.name} disbanded`,
    );
    if (done) onChanged();
  };
  const members =
    coven.memberCount === 1
      ? 'Its one member is told and leaves it'
      : `Its ${coven.memberCount} members are told and leave it`;
  return (
    <Box
      component="form"
      aria-label="Rename or disband"
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 4 }}
      onSubmit={(event) => {
        event.preventDefault();
        void rename();
      }}
    >
      <TextField
        label="Name"
        size="small"
        value={name}
        sx={{ width: 320 }}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="contained" disabled={busy || name.trim() === coven.name}>
        Rename
      </Button>
      <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
        Disband
      </Button>
      <Confirm
        isOpen={confirming}
        title={`Disband ${coven.name}?`}
        content={`${members}; a running expedition ends without a chest. The name becomes free for a new coven. This cannot be undone.`}
        confirm="Disband coven"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          void disband();
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

function Members({ coven }: { coven: AdminCovenDetail }) {
  if (coven.members.length === 0) return <Typography color="text.secondary">No members</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Members">
        <TableHead>
          <TableRow>
            <TableCell>Player</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Joined</TableCell>
            <TableCell>Last seen</TableCell>
            <TableCell align="right">Season points</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {coven.members.map((member) => (
            <TableRow key={member.player.userId} data-testid="coven-member">
              <TableCell>
                <Link to={`/user/${encodeURIComponent(member.player.userId)}`}>
                  {playerName(member.player)}
                </Link>
              </TableCell>
              <TableCell>{roleLabel(member.role)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{utcMinuteOf(member.joinedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{utcMinuteOf(member.player.lastSeenHour)}</TableCell>
              <TableCell align="right">{member.seasonPoints}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
