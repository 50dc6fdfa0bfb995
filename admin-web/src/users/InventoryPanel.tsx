import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import {
  Form,
  ListContextProvider,
  useList,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'ra-core';
import {
  AutocompleteInput,
  BooleanField,
  Button,
  Datagrid,
  NumberField,
  NumberInput,
  Pagination,
  ReferenceInput,
  TextField,
} from 'ra-ui-materialui';
import { useFormContext } from 'react-hook-form';
import { emptyToNull, parseWhole } from '../content/parsers';
import { useServerAction } from '../ui/useServerAction';
import { CHANGE_INVENTORY } from './userOperations';

/** The user editor's inventory page size (spec 002 section 2.3). */
const INVENTORY_PAGE_SIZE = 40;

interface Change {
  itemId: number | null;
  deltaAmount: number | null;
}

function ChangeButtons({ userId }: { userId: string }) {
  const client = useApolloClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const { getValues } = useFormContext<Change>();
  const { busy, run } = useServerAction();
  const change = async (remove: boolean) => {
    const { itemId, deltaAmount } = getValues();
    if (!itemId || !deltaAmount) return notify('Choose an item and an amount', { type: 'warning' });
    const changed = await run(
      () => client.mutate({ mutation: CHANGE_INVENTORY, variables: { userId, itemId, deltaAmount, remove } }),
      ({ data }) => data?.adminAddInventoryItem.message ?? 'Inventory changed',
    );
    if (changed) refresh();
  };
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button label="Add" variant="contained" disabled={busy} onClick={() => void change(false)} />
      <Button label="Remove" variant="outlined" disabled={busy} onClick={() => void change(true)} />
    </Box>
  );
}

/** The player's inventory, 40 entries a page, with items added or taken away by a delta amount. */
export function InventoryPanel() {
  const record = useRecordContext();
  const inventory = ((record?.inventory ?? []) as RaRecord[]).map((entry) => ({
    ...entry,
    id: entry.itemId as number,
  }));
  const list = useList({
    data: inventory,
    perPage: INVENTORY_PAGE_SIZE,
    sort: { field: 'id', order: 'ASC' },
  });
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }} data-testid="inventory">
      <Typography variant="h6">Inventory</Typography>
      <Form<Change> defaultValues={{ itemId: null, deltaAmount: 1 }} record={{ id: 'change' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <ReferenceInput source="itemId" reference="items" perPage={1000}>
            <AutocompleteInput label="Item" optionText="name" sx={{ minWidth: 280 }} parse={emptyToNull} />
          </ReferenceInput>
          <NumberInput source="deltaAmount" label="Amount" step={1} min={1} parse={parseWhole} />
          <ChangeButtons userId={String(record.id)} />
        </Box>
      </Form>
      <ListContextProvider value={list}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography>No items</Typography>}>
          <NumberField source="itemId" label="Item id" />
          <TextField source="item.name" label="Item" />
          <NumberField source="amount" label="Amount" />
          <BooleanField source="equipped" label="Equipped" />
        </Datagrid>
        <Pagination rowsPerPageOptions={[INVENTORY_PAGE_SIZE]} />
      </ListContextProvider>
    </Box>
  );
}
