import { FunctionField, ReferenceField, TextField } from 'ra-ui-materialui';
import type { RaRecord } from 'ra-core';
import { ColorSwatch } from '../ui/ColorSwatch';
import type { ListColumn } from './contentScreen';

/**
 * One list column. A plain function, not a component: the Datagrid reads each child's source and
 * label props for its header and sorting.
 */
export function column(spec: ListColumn) {
  if (spec.reference)
    return (
      <ReferenceField
        key={spec.source}
        source={spec.source}
        label={spec.label}
        reference={spec.reference}
        link={false}
      >
        <TextField source="name" />
      </ReferenceField>
    );
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
