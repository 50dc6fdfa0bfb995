import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { editRelease, useEditedRelease } from './editedRelease';

/** Above every screen: which release the content editors write to (a status, not an alert). */
export function ReleaseBanner() {
  const edited = useEditedRelease();
  return edited ? (
    <Alert
      severity="warning"
      role="status"
      sx={{ mt: 1 }}
      data-testid="edited-release"
      action={
        <Button color="inherit" size="small" onClick={() => editRelease(null)}>
          Stop editing
        </Button>
      }
    >
      Content edits go to release #{edited.id} “{edited.name}”, not to the live world.{' '}
      <Link to="/releases">Releases</Link>
    </Alert>
  ) : (
    <Alert severity="info" role="status" sx={{ mt: 1 }} data-testid="edited-release">
      Content edits go live at once. To stage them, edit in a release: <Link to="/releases">Releases</Link>
    </Alert>
  );
}
