import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Confirm } from 'ra-ui-materialui';
import { useState } from 'react';
import type { AdminReleaseFieldsFragment } from '../__generated__/graphql';
import { useServerAction } from '../ui/useServerAction';
import { editRelease, useEditedRelease } from './editedRelease';
import { PreviewButton } from './PreviewButton';
import {
  DISCARD_RELEASE,
  PUBLISH_RELEASE,
  REVERT_RELEASE_CHANGE,
  ROLLBACK_TO_RELEASE,
  SCHEDULE_RELEASE,
  UNDO_RELEASE,
  UNSCHEDULE_RELEASE,
} from './releaseOperations';
import { ReleaseChanges } from './ReleaseChanges';

export type Release = AdminReleaseFieldsFragment;

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  rolledBack: 'Rolled back',
};

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '');

/** A date-time input's value an hour from now, in local time (the input has no time zone). */
function anHourFromNow(): string {
  const date = new Date(Date.now() + 3600_000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** What a release is and when: who made, scheduled and published it, what it restores or undid. */
function ReleaseFacts({ release }: { release: Release }) {
  const facts = [
    `created by ${release.createdByName} ${when(release.createdAt)}`,
    release.scheduledAt && release.status === 'scheduled'
      ? `to be published ${when(release.scheduledAt)}`
      : '',
    release.publishedAt
      ? `published by ${release.publishedByName} ${when(release.publishedAt)} (version ${release.contentVersion})`
      : '',
    release.restoresReleaseId ? `restores the world of release ${release.restoresReleaseId}` : '',
    release.rolledBackById ? `rolled back by release ${release.rolledBackById}` : '',
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary">
      {facts.join(' · ')}
    </Typography>
  );
}

/** One release with its diff and what can be done with it now. */
export function ReleaseCard({
  release,
  latestPublished,
  reload,
}: {
  release: Release;
  latestPublished: boolean;
  reload: () => void;
}) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const edited = useEditedRelease();
  const [at, setAt] = useState(anHourFromNow);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | 'rollback' | 'undo' | null>(null);
  const editing = edited?.id === release.id;
  const act = async (call: () => Promise<unknown>, done: string) => {
    setConfirm(null);
    if (await run(call, done)) reload();
  };
  const publish = () =>
    act(async () => {
      await client.mutate({ mutation: PUBLISH_RELEASE, variables: { id: release.id } });
      if (editing) editRelease(null);
    }, `Release ${release.name} published`);
  const discard = () =>
    act(async () => {
      await client.mutate({ mutation: DISCARD_RELEASE, variables: { id: release.id } });
      if (editing) editRelease(null);
    }, 'Release discarded');
  const rollback = () =>
    act(
      () => client.mutate({ mutation: ROLLBACK_TO_RELEASE, variables: { toId: release.id } }),
      `The world is back to release ${release.name}`,
    );
  const undo = () =>
    act(
      () => client.mutate({ mutation: UNDO_RELEASE, variables: { id: release.id } }),
      `Release ${release.name} rolled back`,
    );
  const schedule = () =>
    act(async () => {
      await client.mutate({
        mutation: SCHEDULE_RELEASE,
        variables: { id: release.id, at: new Date(at).toISOString() },
      });
      if (editing) editRelease(null);
    }, `Release ${release.name} scheduled`);
  const unschedule = () =>
    act(
      () => client.mutate({ mutation: UNSCHEDULE_RELEASE, variables: { id: release.id } }),
      'Back to draft',
    );
  const takeOut = (change: Release['diff'][number]) =>
    act(
      () =>
        client.mutate({
          mutation: REVERT_RELEASE_CHANGE,
          variables: { id: release.id, entity: change.entity, entityId: change.entityId },
        }),
      `${change.name} taken out`,
    );
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="release" data-release-id={release.id}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            #{release.id} {release.name}
          </Typography>
          <Chip size="small" label={STATUS_LABELS[release.status] ?? release.status} />
          {editing && <Chip size="small" color="primary" label="Editing" />}
        </Box>
        <ReleaseFacts release={release} />
        {release.lastError && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            The scheduled publication was refused: {release.lastError}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 1.5 }}>
          {release.status === 'draft' && (
            <>
              <Button
                variant={editing ? 'outlined' : 'contained'}
                onClick={() => editRelease(editing ? null : { id: release.id, name: release.name })}
              >
                {editing ? 'Stop editing' : 'Edit in this release'}
              </Button>
              <Button onClick={() => setConfirm('publish')} disabled={busy || release.diff.length === 0}>
                Publish now
              </Button>
              <TextField
                type="datetime-local"
                size="small"
                label="Publish at"
                value={at}
                onChange={(event) => setAt(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button onClick={() => void schedule()} disabled={busy || release.diff.length === 0 || !at}>
                Schedule
              </Button>
              <Button color="error" onClick={() => setConfirm('discard')} disabled={busy}>
                Discard
              </Button>
            </>
          )}
          {(release.status === 'draft' || release.status === 'scheduled') && (
            <PreviewButton releaseId={release.id} />
          )}
          {release.status === 'scheduled' && (
            <>
              <Button onClick={() => void unschedule()} disabled={busy}>
                Unschedule
              </Button>
              <Button onClick={() => setConfirm('publish')} disabled={busy}>
                Publish now
              </Button>
            </>
          )}
          {release.status === 'published' && (
            <Button color="warning" onClick={() => setConfirm('undo')} disabled={busy}>
              Roll back this release
            </Button>
          )}
          {release.status === 'published' && !latestPublished && (
            <Button color="warning" onClick={() => setConfirm('rollback')} disabled={busy}>
              Roll back to this release
            </Button>
          )}
        </Box>
        <ReleaseChanges
          changes={release.diff}
          busy={busy}
          onTakeOut={release.status === 'draft' ? (change) => void takeOut(change) : undefined}
        />
      </CardContent>
      <Confirm
        isOpen={confirm === 'publish'}
        title={`Publish release ${release.name}?`}
        content="Every change in it goes live at once, for every player."
        onConfirm={() => void publish()}
        onClose={() => setConfirm(null)}
      />
      <Confirm
        isOpen={confirm === 'discard'}
        title={`Discard release ${release.name}?`}
        content="Its changes are dropped; the live world never saw them."
        onConfirm={() => void discard()}
        onClose={() => setConfirm(null)}
      />
      <Confirm
        isOpen={confirm === 'undo'}
        title={`Roll back release ${release.name}?`}
        content="A new release restores the world as it was before this one (and undoes any release published after it). Items players hold stay theirs."
        onConfirm={() => void undo()}
        onClose={() => setConfirm(null)}
      />
      <Confirm
        isOpen={confirm === 'rollback'}
        title={`Roll back to release ${release.name}?`}
        content="A new release restores the world as it was right after this one; the releases after it are marked rolled back. Items players hold stay theirs."
        onConfirm={() => void rollback()}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}
