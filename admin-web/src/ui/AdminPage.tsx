import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'ra-ui-materialui';
import type { ReactNode } from 'react';

/** A screen that is not a list-plus-form editor: its title in the app bar and as its heading. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** What a page shows before its data answered, or when it could not load (spec 002 section 8). */
export function LoadState({ failed, failure }: { failed: boolean; failure: string }) {
  return failed ? <Typography color="error">{failure}</Typography> : <Typography>Loading...</Typography>;
}
