import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The editors' shared layout (spec 002 section 1): the list on one side, the detail on the other. */
export function SplitEditor({ list, detail }: { list: ReactNode; detail: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', lg: 'nowrap' } }}>
      <Box sx={{ flex: '1 1 45%', minWidth: 320 }}>{list}</Box>
      <Box sx={{ flex: '1 1 55%', minWidth: 320 }}>{detail}</Box>
    </Box>
  );
}

/**
 * The detail side when nothing is selected (spec 002 section 2.2). `what` carries its article ('an
 * item', 'a rank'): the spec's 'Select a item' wording is bad English, which issue 27 fixes.
 */
export function NothingSelected({ what }: { what: string }) {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography color="text.secondary">Select {what} to see details</Typography>
      </CardContent>
    </Card>
  );
}
