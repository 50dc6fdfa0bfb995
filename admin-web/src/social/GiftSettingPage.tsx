import { useApolloClient, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverMessage } from '../api/errors';
import { HistoryPanel } from '../changes/HistoryPanel';
import { screenTitle } from '../layout/navigation';
import { wholeNumber } from '../leagues/leagueFormat';
import { PickedEntry } from '../pickers/PickedEntry';
import { PickerField } from '../pickers/PickerField';
import { usePicker } from '../pickers/usePicker';
import { AdminPage, LoadState } from '../ui/AdminPage';
import { useServerAction } from '../ui/useServerAction';
import { ADMIN_GIFT_SETTING, ADMIN_SET_GIFT_SETTING, type AdminGiftSetting } from './socialOperations';

const GIFT_TRAIL = [{ service: 'social' as const, entity: 'GiftSetting' }];

/** /admin/gifts: the item and amount of the free daily gift every player may send each friend. */
export function GiftSettingPage() {
  const { data, error, refetch } = useQuery(ADMIN_GIFT_SETTING, { fetchPolicy: 'network-only' });
  // The history below starts over after a save, so it shows it.
  const [saves, setSaves] = useState(0);
  return (
    <AdminPage title={screenTitle('gifts')}>
      <Typography sx={{ mb: 2 }}>
        Each day (UTC) every player may send each friend one free gift: this item, this many. A gift waits 7
        days to be claimed, and a player claims at most 20 a day.
      </Typography>
      {!data ? (
        <LoadState
          failed={Boolean(error)}
          failure={`Failed to load the gift setting${error ? `: ${serverMessage(error)}` : ''}`}
        />
      ) : (
        <>
          <Typography sx={{ mb: 2 }} data-testid="gift-setting-now">
            {data.giftSetting
              ? `Now: ${data.giftSetting.amount} × ${data.giftSetting.item.name}`
              : 'No gift item is set yet: players cannot send gifts until one is saved.'}
          </Typography>
          <GiftForm
            // A saved setting starts the form over from what the server keeps.
            key={data.giftSetting ? `${data.giftSetting.itemId}:${data.giftSetting.amount}` : 'none'}
            setting={data.giftSetting ?? null}
            onSaved={() => {
              setSaves((count) => count + 1);
              void refetch().catch(() => undefined);
            }}
          />
        </>
      )}
      <HistoryPanel key={saves} sources={GIFT_TRAIL} />
    </AdminPage>
  );
}

function GiftForm({ setting, onSaved }: { setting: AdminGiftSetting | null; onSaved: () => void }) {
  const client = useApolloClient();
  const { busy, run } = useServerAction();
  const [itemId, setItemId] = useState<number | null>(setting?.itemId ?? null);
  const [amount, setAmount] = useState(setting ? String(setting.amount) : '1');
  const picker = usePicker('item', (choice) => setItemId(choice.id));
  const count = wholeNumber(amount);
  const save = async () => {
    if (itemId === null || count === null) return;
    const done = await run(
      () => client.mutate({ mutation: ADMIN_SET_GIFT_SETTING, variables: { itemId, amount: count } }),
      'Gift setting saved',
    );
    if (done) onSaved();
  };
  return (
    <Box
      component="form"
      aria-label="Gift setting"
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <PickerField source="giftItem" label="Gift item" onAdd={picker.open} dialog={picker.dialog}>
        {itemId === null ? (
          <Typography variant="body2" color="text.secondary">
            None
          </Typography>
        ) : (
          <PickedEntry
            id={itemId}
            choice={picker.byId.get(itemId)}
            noun={picker.noun}
            onRemove={() => setItemId(null)}
          />
        )}
      </PickerField>
      <TextField
        label="Amount"
        size="small"
        value={amount}
        sx={{ width: '9em' }}
        error={count === null}
        helperText={count === null ? 'A whole number' : ' '}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Button type="submit" variant="contained" disabled={busy || itemId === null || count === null}>
        Save gift setting
      </Button>
    </Box>
  );
}
