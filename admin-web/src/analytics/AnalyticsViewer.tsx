import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'ra-core';
import {
  ArrayField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'ra-ui-materialui';
import { Suspense, lazy, type ReactNode } from 'react';
import { anEntry } from '../i18n/resourceNames';
import { screenTitle } from '../layout/navigation';
import { NoEntries } from '../ui/NoEntries';
import { NothingSelected, SplitEditor } from '../ui/SplitEditor';
import { formatUsd, utcDateTime, type AnalyticsEntry, type PurchaseLine } from './analyticsRecord';

// The charts library is large: only admins opening this screen load it (the initial JS has a budget).
const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

function RecordList() {
  return (
    <List
      resource="analytics"
      title={screenTitle('analytics')}
      perPage={25}
      sort={{ field: 'timestamp', order: 'DESC' }}
      actions={false}
      // The list keeps its page while a record is open (the record's route remounts it).
      disableSyncWithLocation
      storeKey="analytics.listParams"
    >
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoEntries />}>
        <FunctionField
          label="Date"
          sortBy="timestamp"
          render={(record: RaRecord) => (record as AnalyticsEntry).day}
        />
        <NumberField source="users" label="Users" />
        <NumberField source="usersActive" label="Active Users" />
      </Datagrid>
    </List>
  );
}

/** The detail of spec 002 section 2.10, labelled as the spec names each value. */
function RecordDetail() {
  return (
    <Show resource="analytics" actions={false} title={<></>}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        Analytics Detail
      </Typography>
      <SimpleShowLayout>
        <TextField source="id" label="ID" />
        <FunctionField
          source="timestamp"
          label="Timestamp"
          render={(record: RaRecord) => utcDateTime((record as AnalyticsEntry).timestamp)}
        />
        <NumberField source="users" label="Users" />
        <NumberField source="usersActiveWeek" label="Users Last7days" />
        <NumberField source="usersActiveMonth" label="Users Month" />
        <NumberField source="usersActive" label="Active Users" />
        <NumberField source="silverSubsActive" label="Silver Subs Active" />
        <NumberField source="goldSubsActive" label="Gold Subs Active" />
        <NumberField source="platSubsActive" label="Platinum Subs Active" />
        <ArrayField source="purchases" label="Purchases">
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<Typography color="text.secondary">No purchases on this day</Typography>}
          >
            <NumberField source="packageId" label="Package ID" />
            <TextField source="name" label="Name" />
            <FunctionField
              source="price"
              label="Price"
              render={(line: RaRecord) => formatUsd((line as PurchaseLine).price)}
            />
            <NumberField source="amount" label="Amount" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}

function AnalyticsScreen({ detail }: { detail: ReactNode }) {
  return (
    <>
      <SplitEditor list={<RecordList />} detail={detail} />
      <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
        <AnalyticsCharts />
      </Suspense>
    </>
  );
}

/** The read-only analytics viewer: the records beside one record's detail, the charts below. */
export function analyticsViews() {
  return {
    list: <AnalyticsScreen detail={<NothingSelected what={anEntry('analytics')} />} />,
    show: <AnalyticsScreen detail={<RecordDetail />} />,
  };
}
