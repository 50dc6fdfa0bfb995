import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The one-time recovery codes, shown this once; closing it (any way) opens the admin web. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Your recovery codes</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          Keep these somewhere safe. Each one signs you in once when your phone is not at hand; they are not
          shown again.
        </Typography>
        <Typography component="ul" aria-label="Recovery codes" sx={{ fontFamily: 'monospace', columns: 2 }}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          I have saved them
        </Button>
      </DialogActions>
    </Dialog>
  );
}
