import {
  CreateButton,
  Datagrid,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'ra-ui-materialui';
import { useParams } from 'react-router-dom';
import { screenTitle } from '../layout/navigation';
import { NoEntries } from '../ui/NoEntries';
import { SplitEditor } from '../ui/SplitEditor';
import type { ContentScreen } from './contentScreen';
import { EntryDetail, type Mode } from './EntryDetail';
import { column } from './listColumn';

function EntryList({ screen }: { screen: ContentScreen }) {
  return (
    <List
      resource={screen.resource}
      title={screenTitle(screen.resource)}
      perPage={25}
      sort={screen.sort ?? { field: 'name', order: 'ASC' }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        ...(screen.filters ?? []).map((filter) => (
          <ReferenceInput key={filter.source} source={filter.source} reference={filter.reference} alwaysOn>
            <SelectInput label={filter.label} optionText="name" />
          </ReferenceInput>
        )),
      ]}
      actions={
        <TopToolbar>
          {/* Labelled by the resource's own message, 'Create New Item Type' (i18n/messages.ts). */}
          <CreateButton />
        </TopToolbar>
      }
      // The list keeps its search and page while an entry is open (its own route remounts it).
      disableSyncWithLocation
      storeKey={`${screen.resource}.listParams`}
      // An empty kind still shows the list and its Create New button.
      empty={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<NoEntries />}>
        {screen.columns.map(column)}
      </Datagrid>
    </List>
  );
}

/** The routed detail: the open entry's id comes from the route. */
function RoutedDetail({ screen, mode }: { screen: ContentScreen; mode: Mode }) {
  const { id } = useParams<{ id: string }>();
  return (
    <EntryDetail screen={screen} mode={mode} id={id === undefined ? undefined : decodeURIComponent(id)} />
  );
}

/** The list, edit and create routes of one content kind, each the same list beside its detail. */
export function contentEditorViews(screen: ContentScreen) {
  const view = (mode: Mode) => (
    <SplitEditor list={<EntryList screen={screen} />} detail={<RoutedDetail screen={screen} mode={mode} />} />
  );
  return { list: view('none'), edit: view('edit'), create: view('create') };
}
