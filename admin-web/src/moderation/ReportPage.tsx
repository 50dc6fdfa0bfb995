import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ReportDecision } from '../__generated__/graphql';
import { serverMessage } from '../api/errors';
import { HistoryPanel } from '../changes/HistoryPanel';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { useServerAction } from '../ui/useServerAction';
import {
  ADMIN_REPORT,
  ADMIN_SANCTION,
  ANSWER_APPEAL,
  ASSIGN_REPORT,
  LINK_REPORTS,
  RESOLVE_REPORT,
  USER_SANCTIONS,
  type ReportDetail,
} from './moderationOperations';
import { PHONE_SAFE, reportReasonLabel, utcMinute, wordOf } from './moderationFormat';
import { SanctionForm } from './SanctionForm';
import { SanctionsTable } from './SanctionsTable';

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

/**
 * /admin/reports/:id: a report (or appeal) with its linked reports and the reported player's record;
 * take it, link it, dismiss it, sanction the player (which resolves the group), or answer an appeal.
 */
export function ReportPage() {
  const id = String(useParams().id ?? '');
  const { data, error, refetch } = useQuery(ADMIN_REPORT, { variables: { id }, fetchPolicy: 'network-only' });
  const [actions, setActions] = useState(0);
  const changed = () => {
    setActions((count) => count + 1);
    void refetch().catch(() => undefined);
  };
  const report = data?.report ?? null;
  return (
    <AdminPage title={report ? `Report #${report.id}` : 'Report'}>
      <Typography sx={{ mb: 2 }}>
        <Link to="/reports">All reports</Link>
      </Typography>
      {!data ? (
        <LoadState
          failed={Boolean(error)}
          failure={`Failed to load the report${error ? `: ${serverMessage(error)}` : ''}`}
        />
      ) : !report ? (
        <Typography color="error">No report {id}</Typography>
      ) : (
        // Wide tables (the history's) scroll inside the page, never the page sideways on a phone: the
        // cap keeps their width from widening the layout around the page.
        <Box sx={PHONE_SAFE}>
          <Facts report={report} />
          {report.status !== 'RESOLVED' && <Actions report={report} onChanged={changed} />}
          {report.linked.length > 1 && (
            <Part title="Linked reports">
              <Box component="ul" sx={{ pl: 2, m: 0 }}>
                {report.linked.map((entry) => (
                  <li key={entry.id}>
                    <Link to={`/reports/${entry.id}`}>#{entry.id}</Link> {wordOf(entry.kind)},{' '}
                    {reportReasonLabel(entry.reason)}, {wordOf(entry.status)}:{' '}
                    {entry.messageBody ?? entry.text}
                  </li>
                ))}
              </Box>
            </Part>
          )}
          {report.target && <PlayerRecord userId={report.target.userId} key={actions} onChanged={changed} />}
          <HistoryPanel
            key={`h${actions}`}
            sources={[{ service: 'social', entity: 'Report', entityId: report.id }]}
          />
        </Box>
      )}
    </AdminPage>
  );
}

function Facts({ report }: { report: ReportDetail }) {
  const facts: [string, ReactNode][] = [
    ['Kind', wordOf(report.kind)],
    ['Reason', reportReasonLabel(report.reason)],
    [
      'About',
      report.target ? (
        <Link to={`/user/${report.target.userId}`}>{report.target.name ?? report.target.userId}</Link>
      ) : (
        '-'
      ),
    ],
    [
      'Reported by',
      report.kind === 'APPEAL' ? 'the player (appeal)' : (report.reporter?.name ?? '(deleted account)'),
    ],
    ['Filed', utcMinute(report.createdAt)],
    [report.kind === 'APPEAL' ? 'Appeal' : 'Their words', report.text || '-'],
    ...(report.messageBody !== null && report.messageBody !== undefined
      ? [['Message', report.messageBody] as [string, ReactNode]]
      : []),
    ['Reports about the player', String(report.reportsAboutTarget)],
    ['Status', `${wordOf(report.status)}${report.assigneeName ? ` (${report.assigneeName})` : ''}`],
    ...(report.decision
      ? [
          [
            'Decision',
            `${wordOf(report.decision)} by ${report.resolvedByName ?? '-'}, ${utcMinute(report.resolvedAt)}${report.decisionNote ? `: ${report.decisionNote}` : ''}`,
          ] as [string, ReactNode],
        ]
      : []),
    ...(report.sanctionId ? [['Sanction', `#${report.sanctionId}`] as [string, ReactNode]] : []),
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        mb: 3,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere' }}
            data-testid={`report-${label.toLowerCase().replace(/ /g, '-')}`}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Take, link, dismiss; sanction the player (then the group is resolved naming it); answer an appeal. */
function Actions({ report, onChanged }: { report: ReportDetail; onChanged: () => void }) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const [linkTo, setLinkTo] = useState('');
  const [note, setNote] = useState('');
  const act = async (call: () => Promise<unknown>, done: string) => {
    if (await run(call, done)) onChanged();
  };
  const resolve = (decision: ReportDecision, sanctionId?: string) =>
    client.mutate({ mutation: RESOLVE_REPORT, variables: { id: report.id, decision, note, sanctionId } });
  const groupIds = report.linked.map((entry) => entry.id);
  return (
    <Part title="Decide">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            void act(
              () => client.mutate({ mutation: ASSIGN_REPORT, variables: { id: report.id } }),
              'Assigned to you',
            )
          }
        >
          Assign to me
        </Button>
        <TextField
          size="small"
          label="Link to report #"
          value={linkTo}
          sx={{ width: 160 }}
          onChange={(event) => setLinkTo(event.target.value.trim())}
        />
        <Button
          variant="outlined"
          disabled={busy || !/^\d+$/.test(linkTo)}
          onClick={() =>
            void act(
              () => client.mutate({ mutation: LINK_REPORTS, variables: { id: report.id, to: linkTo } }),
              `Linked with #${linkTo}`,
            )
          }
        >
          Link
        </Button>
      </Box>
      <TextField
        size="small"
        label="Decision note (moderators only)"
        value={note}
        fullWidth
        sx={{ mb: 2 }}
        onChange={(event) => setNote(event.target.value)}
      />
      {report.kind === 'APPEAL' ? (
        <AppealAnswer report={report} note={note} busy={busy} act={act} resolve={resolve} />
      ) : (
        <>
          <Button
            variant="outlined"
            disabled={busy}
            sx={{ mb: 2 }}
            onClick={() => void act(() => resolve('DISMISSED'), 'Report dismissed')}
          >
            Dismiss
          </Button>
          {report.target && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Sanction {report.target.name ?? 'the player'}
              </Typography>
              <SanctionForm
                userId={report.target.userId}
                reportIds={groupIds}
                initialReason={report.reason}
                onImposed={async (sanction) => {
                  await act(() => resolve('SANCTIONED', sanction.id), 'Report resolved: sanctioned');
                }}
              />
            </>
          )}
        </>
      )}
    </Part>
  );
}

function AppealAnswer({
  report,
  note,
  busy,
  act,
  resolve,
}: {
  report: ReportDetail;
  note: string;
  busy: boolean;
  act: (call: () => Promise<unknown>, done: string) => Promise<void>;
  resolve: (decision: ReportDecision) => Promise<unknown>;
}) {
  const client = useApolloClient();
  const sanction = useQuery(ADMIN_SANCTION, {
    variables: { id: report.sanctionId ?? '' },
    skip: !report.sanctionId,
  });
  const answer = (granted: boolean) =>
    act(
      async () => {
        await client.mutate({
          mutation: ANSWER_APPEAL,
          variables: { id: report.sanctionId!, answer: granted ? 'GRANTED' : 'UPHELD', note },
        });
        return resolve(granted ? 'APPEAL_GRANTED' : 'APPEAL_UPHELD');
      },
      granted ? 'Appeal granted: the sanction is lifted' : 'Appeal answered: the sanction stands',
    );
  return (
    <>
      {sanction.data?.sanction && (
        <SanctionsTable sanctions={[sanction.data.sanction]} onChanged={() => void sanction.refetch()} />
      )}
      <Typography sx={{ my: 1 }} color="text.secondary">
        The note is what the player reads with the answer.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy || !report.sanctionId} onClick={() => void answer(false)}>
          Uphold
        </Button>
        <Button
          variant="contained"
          color="warning"
          disabled={busy || !report.sanctionId}
          onClick={() => void answer(true)}
        >
          Grant and lift
        </Button>
      </Box>
    </>
  );
}

/** The reported player's sanctions, so a moderator sees the record before deciding. */
function PlayerRecord({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const { data } = useQuery(USER_SANCTIONS, { variables: { userId }, fetchPolicy: 'network-only' });
  return (
    <Part title="The player's sanctions">
      {data ? (
        <SanctionsTable sanctions={data.userSanctions} onChanged={onChanged} />
      ) : (
        <LoadState failed={false} failure="" />
      )}
    </Part>
  );
}
