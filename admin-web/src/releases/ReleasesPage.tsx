import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverMessage } from '../api/errors';
import { screenTitle } from '../layout/navigation';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { useServerAction } from '../ui/useServerAction';
import { editRelease } from './editedRelease';
import { ReleaseCard, type Release } from './ReleaseCard';
import { CREATE_RELEASE, RELEASES } from './releaseOperations';

const SECTIONS = [
  { status: 'draft', title: 'Drafts' },
  { status: 'scheduled', title: 'Scheduled' },
  { status: 'published', title: 'Published' },
  { status: 'rolledBack', title: 'Rolled back' },
] as const;

/** /admin/releases: drafts, scheduled, published and rolled-back releases, with their diffs. */
export function ReleasesPage() {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(RELEASES, {
    variables: { limit: 100 },
    fetchPolicy: 'network-only',
  });
  const { busy, run } = useServerAction();
  const [name, setName] = useState('');
  const reload = () =>
    void refetch().then(
      () => undefined,
      () => undefined,
    );
  const releases = data?.contentReleases;
  const latestPublished = releases
    ?.filter((release) => release.status === 'published')
    .reduce<Release | undefined>(
      (latest, release) =>
        !latest || (release.contentVersion ?? 0) > (latest.contentVersion ?? 0) ? release : latest,
      undefined,
    );
  const create = async () => {
    let created: Release | undefined;
    const done = await run(async () => {
      const answer = await client.mutate({ mutation: CREATE_RELEASE, variables: { name } });
      created = answer.data?.createContentRelease;
    }, 'Draft created: the editors now write to it');
    if (done && created) {
      editRelease({ id: created.id, name: created.name });
      setName('');
      reload();
    }
  };
  return (
    <AdminPage title={screenTitle('releases')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Changes made while editing a release stay out of the live world until it is published: all of it at
        once, for every player. Without a release each save is published at once.
      </Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, mb: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField
          size="small"
          label="New release"
          value={name}
          onChange={(event) => setName(event.target.value)}
          sx={{ width: 360, maxWidth: '100%' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !name.trim()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Create draft
        </Button>
      </Box>
      {releases ? (
        SECTIONS.map((section) => {
          const shown = releases.filter((release) => release.status === section.status);
          return (
            <Box key={section.status} component="section" sx={{ mb: 3 }} aria-label={section.title}>
              <Typography variant="h6" component="h2" gutterBottom>
                {section.title}
              </Typography>
              {shown.length === 0 ? (
                <Typography color="text.secondary">None</Typography>
              ) : (
                shown.map((release) => (
                  <ReleaseCard
                    key={release.id}
                    release={release}
                    latestPublished={release.id === latestPublished?.id}
                    reload={reload}
                  />
                ))
              )}
            </Box>
          );
        })
      ) : (
        <LoadState
          failed={Boolean(error)}
          failure={`Failed to load the releases${error ? `: ${serverMessage(error)}` : ''}`}
        />
      )}
    </AdminPage>
  );
}
