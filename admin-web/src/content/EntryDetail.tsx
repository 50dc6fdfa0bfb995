import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate, type Identifier } from 'ra-core';
import { Create, Datagrid, Edit, List, SimpleForm, TopToolbar, Button } from 'ra-ui-materialui';
import { useMemo, useState } from 'react';
import { RecordHistory } from '../changes/HistoryPanel';
import { CreateToolbar, UpdateToolbar } from '../ui/EditorToolbars';
import { anEntry } from '../i18n/resourceNames';
import { useDoneNotice } from '../i18n/useDoneNotice';
import { NoEntries } from '../ui/NoEntries';
import { NothingSelected } from '../ui/SplitEditor';
import type { ContentScreen, NestedScreen } from './contentScreen';
import { FormField } from './FormField';
import { column } from './listColumn';

export type Mode = 'none' | 'edit' | 'create';

function Fields({ screen }: { screen: ContentScreen }) {
  return screen.fields.map((field) => <FormField key={field.source} field={field} />);
}

interface DetailProps {
  screen: ContentScreen;
  mode: Mode;
  /** The open entry (edit mode). */
  id?: Identifier;
  /** Values a new entry starts with beyond the screen's defaults (a nested entry's parent). */
  preset?: Record<string, unknown>;
  /** Inside another entry: called instead of going to the kind's list route. */
  onDone?: () => void;
}

/** The form of one entry: Create and Cancel when new, Update and Delete when it exists. */
export function EntryDetail({ screen, mode, id, preset, onDone }: DetailProps) {
  const notice = useDoneNotice(screen.resource);
  const done = onDone
    ? {
        redirect: false as const,
        mutationOptions: {
          onSuccess: () => {
            notice(mode === 'create' ? 'created' : 'updated');
            onDone();
          },
        },
      }
    : { redirect: 'list' as const };
  if (mode === 'create')
    return (
      <Create resource={screen.resource} title={<></>} {...done}>
        <SimpleForm
          defaultValues={{ ...screen.defaults, ...preset }}
          toolbar={<CreateToolbar onCancel={onDone} />}
        >
          <Fields screen={screen} />
        </SimpleForm>
      </Create>
    );
  if (mode === 'edit')
    return (
      <>
        <Edit
          resource={screen.resource}
          id={id}
          mutationMode="pessimistic"
          actions={false}
          title={<></>}
          {...done}
        >
          <SimpleForm toolbar={<UpdateToolbar onDeleted={onDone} />}>
            <Fields screen={screen} />
          </SimpleForm>
        </Edit>
        {screen.detailPanel && id !== undefined && <screen.detailPanel id={id} />}
        {id !== undefined && <RecordHistory resource={screen.resource} id={id} />}
        {screen.nested && id !== undefined && <NestedEditor nested={screen.nested} parentId={id} />}
      </>
    );
  return <NothingSelected what={anEntry(screen.resource)} />;
}

type Selection = { mode: 'none' } | { mode: 'create' } | { mode: 'edit'; id: Identifier };

/**
 * Another kind's entries inside an open entry (spec 002 section 2.5: a region's hunting grounds, a
 * ground's hunting tables): a list filtered by the parent beside the selected child's form.
 */
function NestedEditor({ nested, parentId }: { nested: NestedScreen; parentId: Identifier }) {
  const { screen, parentField } = nested;
  const translate = useTranslate();
  const [selection, setSelection] = useState<Selection>({ mode: 'none' });
  const clear = () => setSelection({ mode: 'none' });
  // One filter object per parent: a new object on every render would refetch the list endlessly.
  const filter = useMemo(() => ({ [parentField]: Number(parentId) }), [parentField, parentId]);
  return (
    <Box sx={{ mt: 3 }} data-testid={`nested-${screen.resource}`}>
      <Typography variant="h6">
        {translate(`resources.${screen.resource}.name`, { smart_count: 2 })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 40%', minWidth: 280 }}>
          <List
            resource={screen.resource}
            title={<></>}
            filter={filter}
            // A parent without children still shows the list and its Create New button.
            empty={false}
            sort={screen.sort ?? { field: 'name', order: 'ASC' }}
            perPage={25}
            disableSyncWithLocation
            storeKey={`${screen.resource}.of.${parentId}`}
            actions={
              <TopToolbar>
                <Button
                  label={`resources.${screen.resource}.action.create`}
                  onClick={() => setSelection({ mode: 'create' })}
                />
              </TopToolbar>
            }
          >
            <Datagrid
              bulkActionButtons={false}
              empty={<NoEntries />}
              rowClick={(id) => {
                setSelection({ mode: 'edit', id });
                return false;
              }}
            >
              {screen.columns.map(column)}
            </Datagrid>
          </List>
        </Box>
        <Box sx={{ flex: '1 1 55%', minWidth: 320 }}>
          <EntryDetail
            // A new selection is a new form (its own defaults and record).
            key={selection.mode === 'edit' ? String(selection.id) : selection.mode}
            screen={screen}
            mode={selection.mode}
            id={selection.mode === 'edit' ? selection.id : undefined}
            preset={{ [parentField]: Number(parentId) }}
            onDone={clear}
          />
        </Box>
      </Box>
    </Box>
  );
}
