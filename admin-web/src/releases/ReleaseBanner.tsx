import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link, useLocation } from 'react-router-dom';
import { editRelease, useEditedRelease } from './editedRelease';

/**
 * Screens whose writes are not staged in releases: users and premium packages are other services'
 * data (StatMax's tuning and the mission setting are staged; StatMax's Recalc measures, live).
 */
const LIVE_SCREENS = ['/user', '/premiumpackages', '/analytics'];

const isLiveScreen = (pathname: string) =>
  LIVE_SCREENS.some((screen) => pathname === screen || pathname.startsWith(`${screen}/`));

/** Above every screen: which release this screen's edits go to (a status, not an alert). */
export function ReleaseBanner() {
  const edited = useEditedRelease();
  const { pathname } = useLocation();
  if (edited && isLiveScreen(pathname)) {
    return (
      <Alert severity="info" role="status" sx={{ mt: 1 }} data-testid="edited-release">
        This screen's changes go live at once; the content editors write to release #{edited.id} “
        {edited.name}”. <Link to="/releases">Releases</Link>
      </Alert>
    );
  }
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
