import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useListContext, useResourceContext, useTranslate } from 'ra-core';
import { Button } from 'ra-ui-materialui';

/**
 * An empty list, named as a sentence names it ('No hunting tables found'): react-admin's own
 * ListNoResults puts the title-cased name mid-sentence ('No Hunting tables found').
 */
export function NoEntries() {
  const resource = useResourceContext();
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const name = translate(`resources.${resource}.forcedCaseName`, { smart_count: 0 });
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <CardContent>
      <Typography variant="body2">
        {translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { name })}
        {filtered && <Button label="ra.navigation.clear_filters" onClick={() => setFilters({}, [])} />}
      </Typography>
    </CardContent>
  );
}
