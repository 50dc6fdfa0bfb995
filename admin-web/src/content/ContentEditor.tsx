import {
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SearchInput,
  SimpleForm,
  TextField,
  TopToolbar,
} from 'ra-ui-materialui';
import type { RaRecord } from 'ra-core';
import { ColorSwatch } from '../ui/ColorSwatch';
import { CreateToolbar, UpdateToolbar } from '../ui/EditorToolbars';
import { NothingSelected, SplitEditor } from '../ui/SplitEditor';
import type { ContentScreen } from './contentScreen';
import { FormField } from './FormField';

type Mode = 'none' | 'edit' | 'create';

/**
 * One list column. A plain function, not a component: the Datagrid reads each child's source and
 * label props for its header and sorting.
 */
function column(spec: ContentScreen['columns'][number]) {
  if (spec.color)
    return (
      <FunctionField
        key={spec.source}
        label={spec.label}
        sortBy={spec.source}
        render={(record: RaRecord) => <ColorSwatch color={record[spec.source]} />}
      />
    );
  if (spec.date)
    return (
      <FunctionField
        key={spec.source}
        label={spec.label}
        sortBy={spec.source}
        render={(record: RaRecord) => new Date(Number(record[spec.source]) * 1000).toLocaleString()}
      />
    );
  return <TextField key={spec.source} source={spec.source} label={spec.label} />;
}

function EntryList({ screen }: { screen: ContentScreen }) {
  return (
    <List
      resource={screen.resource}
      title={screen.menuLabel}
      perPage={25}
      sort={screen.sort ?? { field: 'name', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={
        <TopToolbar>
          <CreateButton label={`Create New ${screen.kind}`} />
        </TopToolbar>
      }
      // The list keeps its search and page while an entry is open (its own route remounts it).
      disableSyncWithLocation
      storeKey={`${screen.resource}.listParams`}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        {screen.columns.map(column)}
      </Datagrid>
    </List>
  );
}

function Fields({ screen }: { screen: ContentScreen }) {
  return screen.fields.map((field) => <FormField key={field.source} field={field} />);
}

function Detail({ screen, mode }: { screen: ContentScreen; mode: Mode }) {
  if (mode === 'create')
    return (
      <Create resource={screen.resource} redirect="list" title={<></>}>
        <SimpleForm defaultValues={screen.defaults} toolbar={<CreateToolbar />}>
          <Fields screen={screen} />
        </SimpleForm>
      </Create>
    );
  if (mode === 'edit')
    return (
      <Edit
        resource={screen.resource}
        mutationMode="pessimistic"
        redirect="list"
        actions={false}
        title={<></>}
      >
        <SimpleForm toolbar={<UpdateToolbar />}>
          <Fields screen={screen} />
        </SimpleForm>
      </Edit>
    );
  return <NothingSelected what={screen.placeholder} />;
}

/** The list, edit and create routes of one content kind, each the same list beside its detail. */
export function contentEditorViews(screen: ContentScreen) {
  const view = (mode: Mode) => (
    <SplitEditor list={<EntryList screen={screen} />} detail={<Detail screen={screen} mode={mode} />} />
  );
  return { list: view('none'), edit: view('edit'), create: view('create') };
}
