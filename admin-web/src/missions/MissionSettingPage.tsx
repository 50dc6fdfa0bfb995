import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverMessage } from '../api/errors';
import { inEditedRelease } from '../data/contentKind';
import { requireSuccess } from '../data/resource';
import { editedRelease, useEditedRelease } from '../releases/editedRelease';
import { REVERT_RELEASE_CHANGE } from '../releases/releaseOperations';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { useServerAction } from '../ui/useServerAction';
import {
  DELETE_MISSION_SETTING,
  MISSION_GROUNDS,
  MISSION_REGIONS,
  MISSION_SETTING,
  SAVE_MISSION_SETTING,
} from './missionOperations';
import { FORCE_MISSION_GROUND, forcedGroundValue, parseForcedGround } from './missionSetting';

interface Choice {
  id: number;
  name: string;
}
interface SavedSetting {
  id: number;
  value: string;
}

/** The grounds of a region (none until a region is chosen), as the edited release has them. */
function useGroundsOf(regionId: number | null) {
  const release = useEditedRelease()?.id ?? null;
  const { data } = useQuery(
    MISSION_GROUNDS,
    regionId === null ? skipToken : { variables: { release }, fetchPolicy: 'network-only' },
  );
  return (data?.huntingGrounds ?? []).filter((ground) => ground.regionId === regionId);
}

/**
 * A select of id/name choices. A value the choices do not hold (yet, or any more: a deleted
 * ground) shows as nothing chosen.
 */
function ChoiceSelect(props: {
  label: string;
  choices: readonly Choice[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { label, choices, value, onChange } = props;
  const shown = choices.some((choice) => choice.id === value) ? value : '';
  return (
    <TextField
      select
      label={label}
      value={shown}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 260 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What is saved now, by name. */
function SavedChoice({ saved, regions }: { saved: SavedSetting | null; regions: readonly Choice[] }) {
  const forced = parseForcedGround(saved?.value);
  const grounds = useGroundsOf(forced?.regionId ?? null);
  if (!forced)
    return <Typography data-testid="saved-mission-setting">No hunting ground is forced.</Typography>;
  const region = regions.find((choice) => choice.id === forced.regionId)?.name ?? `region ${forced.regionId}`;
  const ground =
    grounds.find((choice) => choice.id === forced.huntingGroundId)?.name ??
    `hunting ground ${forced.huntingGroundId}`;
  return (
    <Typography data-testid="saved-mission-setting">
      Next missions are forced onto {ground} ({region}).
    </Typography>
  );
}

/** The form, started from the saved value; the page remounts it whenever that value changes. */
function MissionSettingForm(props: {
  saved: SavedSetting | null;
  regions: readonly Choice[];
  onChanged: () => Promise<unknown>;
}) {
  const { saved, regions, onChanged } = props;
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const initial = parseForcedGround(saved?.value);
  const [regionId, setRegionId] = useState<number | null>(initial?.regionId ?? null);
  const [groundId, setGroundId] = useState<number | null>(initial?.huntingGroundId ?? null);
  const [forced, setForced] = useState(initial !== null);
  const grounds = useGroundsOf(regionId);

  // Checked: save the chosen ground. Unchecked: delete the saved setting (spec 002 section 4).
  const save = async () => {
    if (regionId === null || groundId === null) throw new Error('Choose a region and a hunting ground');
    await client.mutate({
      mutation: SAVE_MISSION_SETTING,
      variables: {
        ...inEditedRelease(),
        key: FORCE_MISSION_GROUND,
        value: forcedGroundValue({ regionId, huntingGroundId: groundId }),
      },
    });
  };
  const clear = async () => {
    if (!saved) return;
    const release = editedRelease();
    // A setting the edited draft created (id 0, not live yet): taking it out of the draft clears it.
    if (saved.id === 0 && release) {
      await client.mutate({
        mutation: REVERT_RELEASE_CHANGE,
        variables: { id: release.id, entity: 'Setting', entityId: FORCE_MISSION_GROUND },
      });
      return;
    }
    const { data } = await client.mutate({
      mutation: DELETE_MISSION_SETTING,
      variables: { ...inEditedRelease(), id: saved.id },
    });
    requireSuccess(data?.deleteSetting);
  };
  const update = () =>
    run(
      async () => {
        await (forced ? save() : clear());
        await onChanged();
      },
      forced ? 'Mission setting saved' : 'Mission setting cleared',
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <SavedChoice saved={saved} regions={regions} />
      <ChoiceSelect
        label="Region"
        choices={regions}
        value={regionId}
        onChange={(id) => {
          setRegionId(id);
          setGroundId(null);
        }}
      />
      <ChoiceSelect label="Hunting Ground" choices={grounds} value={groundId} onChange={setGroundId} />
      <FormControlLabel
        control={<Checkbox checked={forced} onChange={(event) => setForced(event.target.checked)} />}
        label="Force Next Missions On Hunting Ground"
      />
      <Button variant="contained" disabled={busy} onClick={() => void update()}>
        Update
      </Button>
    </Box>
  );
}

/** The mission setting page of spec 002 section 2.11 (ForceMissionHuntingGround). */
export function MissionSettingPage() {
  // The setting and the world as the edited release has them (the release bar names it).
  const release = useEditedRelease()?.id ?? null;
  const setting = useQuery(MISSION_SETTING, {
    variables: { key: FORCE_MISSION_GROUND, release },
    fetchPolicy: 'network-only',
  });
  const regions = useQuery(MISSION_REGIONS, { variables: { release }, fetchPolicy: 'network-only' });
  const error = setting.error ?? regions.error;
  const loaded = setting.data && regions.data;
  const saved = setting.data?.settingByKey ?? null;
  const regionChoices = [...(regions.data?.regions ?? [])].sort(
    (a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name),
  );
  return (
    <AdminPage title="Mission setting">
      {loaded ? (
        <MissionSettingForm
          key={saved ? saved.value : 'none'}
          saved={saved}
          regions={regionChoices}
          onChanged={() => setting.refetch()}
        />
      ) : (
        <LoadState
          failed={Boolean(error)}
          failure={`Failed to load the mission setting: ${error ? serverMessage(error) : ''}`}
        />
      )}
    </AdminPage>
  );
}
