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
import { useState } from 'react';
import { serverMessage } from '../api/errors';
import { utcWindow } from '../seasons/seasonFormat';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { useServerAction } from '../ui/useServerAction';
import { optionalText, weekStateLabel, wholeNumber } from './leagueFormat';
import {
  ADMIN_END_LEAGUE_WEEK_NOW,
  ADMIN_LEAGUES,
  ADMIN_LEAGUE_COHORTS,
  ADMIN_UPDATE_LEAGUE_SETTINGS,
  ADMIN_UPDATE_LEAGUE_TIER,
  type AdminLeagueTier,
  type AdminLeagueWeek,
} from './leagueOperations';
import { EndNowButton } from '../ui/EndNowButton';

/** The weekly leagues (issue 35): tiers, how hunts score, the weeks with end-now, a week's cohorts. */
export function LeaguesPage() {
  const { data, error, refetch } = useQuery(ADMIN_LEAGUES, {
    variables: { limit: 12 },
    fetchPolicy: 'network-only',
  });
  const [week, setWeek] = useState<number | null>(null);
  const refresh = () => void refetch().catch(() => undefined);
  return (
    <AdminPage title="Leagues">
      {!data ? (
        <LoadState
          failed={Boolean(error)}
          failure={`Failed to load the leagues${error ? `: ${serverMessage(error)}` : ''}`}
        />
      ) : (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            Tiers
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="League tiers">
              <TableHead>
                <TableRow>
                  {[
                    'Tier',
                    'Name',
                    'Promote',
                    'Demote',
                    'Reward places',
                    'Currency',
                    'Amount',
                    'Item id',
                    'Item amount',
                    '',
                  ].map((label) => (
                    <TableCell key={label}>{label}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.leagueTiers.map((tier) => (
                  <TierRow key={tier.tier} tier={tier} onSaved={refresh} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <SettingsForm settings={data.leagueSettings} onSaved={refresh} />
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            Weeks
          </Typography>
          <WeeksTable weeks={data.leagueWeeks} onCohorts={setWeek} onChanged={refresh} />
          {week !== null && <Cohorts key={week} week={week} tiers={data.leagueTiers} />}
        </>
      )}
    </AdminPage>
  );
}

const TIER_FIELDS = [
  ['name', 'Name'],
  ['promote', 'Promote'],
  ['demote', 'Demote'],
  ['rewardPlaces', 'Reward places'],
  ['rewardCurrency', 'Reward currency'],
  ['rewardCurrencyAmount', 'Reward currency amount'],
  ['rewardItemId', 'Reward item id'],
  ['rewardItemAmount', 'Reward item amount'],
] as const;

function TierRow({ tier, onSaved }: { tier: AdminLeagueTier; onSaved: () => void }) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const initial = Object.fromEntries(TIER_FIELDS.map(([field]) => [field, String(tier[field] ?? '')]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const save = async () => {
    const number = (field: string) => wholeNumber(values[field] ?? '') ?? Number.NaN;
    const itemId = optionalText(values.rewardItemId ?? '');
    const input = {
      tier: tier.tier,
      name: values.name ?? '',
      promote: number('promote'),
      demote: number('demote'),
      rewardPlaces: number('rewardPlaces'),
      rewardCurrency: optionalText(values.rewardCurrency ?? ''),
      rewardCurrencyAmount: number('rewardCurrencyAmount'),
      rewardItemId: itemId === null ? null : (wholeNumber(itemId) ?? Number.NaN),
      rewardItemAmount: number('rewardItemAmount'),
    };
    const saved = await run(
      () => client.mutate({ mutation: ADMIN_UPDATE_LEAGUE_TIER, variables: { input } }),
      `Tier ${tier.tier} saved`,
    );
    if (saved) onSaved();
  };
  return (
    <TableRow data-testid="league-tier" data-tier={tier.tier}>
      <TableCell>{tier.tier}</TableCell>
      {TIER_FIELDS.map(([field, label]) => (
        <TableCell key={field}>
          <TextField
            size="small"
            variant="standard"
            value={values[field]}
            slotProps={{ htmlInput: { 'aria-label': `Tier ${tier.tier} ${label}` } }}
            sx={{ width: field === 'name' ? '9em' : '5em' }}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        </TableCell>
      ))}
      <TableCell>
        <Button size="small" disabled={busy} onClick={() => void save()}>
          Save
        </Button>
      </TableCell>
    </TableRow>
  );
}

const SETTINGS_FIELDS = [
  ['winPoints', 'Win points'],
  ['drawPoints', 'Draw points'],
  ['lossPoints', 'Loss points'],
  ['dailyCap', 'Daily cap'],
] as const;

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: { winPoints: number; drawPoints: number; lossPoints: number; dailyCap: number };
  onSaved: () => void;
}) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(SETTINGS_FIELDS.map(([field]) => [field, String(settings[field])])),
  );
  const save = async () => {
    const input = {
      winPoints: wholeNumber(values.winPoints ?? '') ?? Number.NaN,
      drawPoints: wholeNumber(values.drawPoints ?? '') ?? Number.NaN,
      lossPoints: wholeNumber(values.lossPoints ?? '') ?? Number.NaN,
      dailyCap: wholeNumber(values.dailyCap ?? '') ?? Number.NaN,
    };
    const saved = await run(
      () => client.mutate({ mutation: ADMIN_UPDATE_LEAGUE_SETTINGS, variables: { input } }),
      'League points saved',
    );
    if (saved) onSaved();
  };
  return (
    <Box
      component="form"
      aria-label="League points"
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography variant="h6" component="h2" sx={{ width: '100%' }}>
        Points
      </Typography>
      {SETTINGS_FIELDS.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          size="small"
          value={values[field]}
          sx={{ width: '9em' }}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
      ))}
      <Button type="submit" variant="contained" disabled={busy}>
        Save points
      </Button>
    </Box>
  );
}

function WeeksTable({
  weeks,
  onCohorts,
  onChanged,
}: {
  weeks: AdminLeagueWeek[];
  onCohorts: (week: number) => void;
  onChanged: () => void;
}) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const endNow = async (id: number) => {
    const done = await run(
      () => client.mutate({ mutation: ADMIN_END_LEAGUE_WEEK_NOW, variables: { id } }),
      `League week ${id} ended: the next week is placed, results and rewards follow`,
    );
    if (done) onChanged();
  };
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="League weeks">
          <TableHead>
            <TableRow>
              <TableCell>Week</TableCell>
              <TableCell>Window</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">Placed</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((week) => (
              <TableRow key={week.id} data-testid="league-week" data-week={week.id}>
                <TableCell>{week.id}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{utcWindow(week.startsAt, week.endsAt)}</TableCell>
                <TableCell>{weekStateLabel(week)}</TableCell>
                <TableCell align="right">{week.placed}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => onCohorts(week.id)}>
                    Cohorts
                  </Button>
                  {!week.ended && (
                    <EndNowButton
                      disabled={busy}
                      title={`End league week ${week.id} now?`}
                      content="The next week starts and is placed at once; this week's ranks, zones and rewards are written and paid within seconds. This cannot be undone."
                      confirm="End week now"
                      onConfirm={() => void endNow(week.id)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

function Cohorts({ week, tiers }: { week: number; tiers: AdminLeagueTier[] }) {
  const { data, error } = useQuery(ADMIN_LEAGUE_COHORTS, {
    variables: { week },
    fetchPolicy: 'network-only',
  });
  const tierName = (tier: number) => tiers.find((entry) => entry.tier === tier)?.name ?? `Tier ${tier}`;
  return (
    <Box sx={{ mt: 3 }} data-testid="league-cohorts">
      <Typography variant="h6" component="h2">
        Week {week}: cohorts
      </Typography>
      {!data ? (
        <LoadState
          failed={Boolean(error)}
          failure={`Failed to load the cohorts${error ? `: ${serverMessage(error)}` : ''}`}
        />
      ) : data.leagueCohorts.length === 0 ? (
        <Typography color="text.secondary">No cohorts in this week.</Typography>
      ) : (
        data.leagueCohorts.map((cohort) => (
          <Box key={cohort.id} sx={{ mt: 2 }}>
            <Typography>
              Cohort {cohort.id} · {tierName(cohort.tier)} · {cohort.size}{' '}
              {cohort.size === 1 ? 'player' : 'players'} · {cohort.activityMin.toFixed(1)} to{' '}
              {cohort.activityMax.toFixed(1)} hunts a day
            </Typography>
            <Table size="small" aria-label={`Cohort ${cohort.id} standings`}>
              <TableHead>
                <TableRow>
                  <TableCell>Rank</TableCell>
                  <TableCell>Player</TableCell>
                  <TableCell align="right">Points</TableCell>
                  <TableCell>Zone</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {cohort.standings.map((row) => (
                  <TableRow key={row.userId}>
                    <TableCell>{row.rank}</TableCell>
                    <TableCell>{row.name}</TableCell>
                    <TableCell align="right">{row.points}</TableCell>
                    <TableCell>{row.zone.charAt(0) + row.zone.slice(1).toLowerCase()}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ))
      )}
    </Box>
  );
}
