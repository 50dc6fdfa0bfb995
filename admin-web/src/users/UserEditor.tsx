import LinearProgress from '@mui/material/LinearProgress';
import { useRecordContext } from 'ra-core';
import { HistoryPanel } from '../changes/HistoryPanel';
import { sourcesOfEntry } from '../changes/changeSources';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  Datagrid,
  Edit,
  List,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'ra-ui-materialui';
import { parseWhole } from '../content/parsers';
import { anEntry } from '../i18n/resourceNames';
import { screenTitle } from '../layout/navigation';
import { UpdateToolbar } from '../ui/EditorToolbars';
import { NoEntries } from '../ui/NoEntries';
import { NothingSelected, SplitEditor } from '../ui/SplitEditor';
import { InventoryPanel } from './InventoryPanel';
import { LedgerPanel } from './LedgerPanel';
import { SanctionsPanel } from '../moderation/SanctionsPanel';
import { SecondFactorPanel } from './SecondFactorPanel';
import { PATREON_CHOICES, ROLE_CHOICES } from './userRecord';

/** The user editor's delete question is German (spec 002 section 2.3). */
const DELETE_USER_QUESTION = 'Soll das Element wirklich gelöscht werden?';

function UserList() {
  return (
    <List
      resource="user"
      title={screenTitle('user')}
      perPage={25}
      sort={{ field: 'name', order: 'ASC' }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder="Search users" />,
        <BooleanInput key="includeBanned" source="includeBanned" label="Include banned" alwaysOn />,
      ]}
      filterDefaultValues={{ includeBanned: false }}
      actions={false}
      // The search stays while a user is open (the user's route remounts the list).
      disableSyncWithLocation
      storeKey="user.listParams"
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<NoEntries />}>
        <TextField source="name" label="Name" />
        <TextField source="email" label="Email" />
        <SelectField source="userRole" label="Role" choices={[...ROLE_CHOICES]} />
        <SelectField source="patreonType" label="Patron" choices={[...PATREON_CHOICES]} />
      </Datagrid>
    </List>
  );
}

/**
 * The form only once the whole account is loaded: react-admin first shows the search row (no XP,
 * balances or inventory), and a form opened on it would be reset under the admin's typing.
 */
function WhenWholeUser({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  return record?.balances ? children : <LinearProgress sx={{ m: 2 }} />;
}

/** The account's audit history: identity's entries merged with the game's. */
function UserHistory() {
  const record = useRecordContext();
  return record ? <HistoryPanel sources={sourcesOfEntry('User', String(record.id))} /> : null;
}

function UserForm() {
  return (
    <Edit resource="user" mutationMode="pessimistic" redirect="list" actions={false} title={<></>}>
      <WhenWholeUser>
        <SimpleForm toolbar={<UpdateToolbar confirmContent={DELETE_USER_QUESTION} />}>
          <TextInput source="name" label="Name" />
          <TextInput source="email" label="Email" />
          <NumberInput source="xp" label="XP" step={1} parse={parseWhole} />
          <SelectInput source="userRole" label="Role" choices={[...ROLE_CHOICES]} />
          <SelectInput source="patreonType" label="Patron Type" choices={[...PATREON_CHOICES]} />
          <ArrayInput source="balances" label="Currencies">
            <SimpleFormIterator inline disableAdd disableRemove disableReordering disableClear>
              <TextInput source="name" label="Currency" readOnly />
              <NumberInput source="value" label="Amount" step={1} parse={parseWhole} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleForm>
        <SecondFactorPanel />
        <InventoryPanel />
        <LedgerPanel />
        <SanctionsPanel />
        <UserHistory />
      </WhenWholeUser>
    </Edit>
  );
}

/** The user editor of spec 002 section 2.3: search (banned included on request) beside the account. */
export function userEditorViews() {
  const view = (detail: ReactNode) => <SplitEditor list={<UserList />} detail={detail} />;
  return { list: view(<NothingSelected what={anEntry('user')} />), edit: view(<UserForm />) };
}
