import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { ChoiceThumb } from './ChoiceThumb';
import { matchingChoices, pageCount, pageOf, type PickerChoice } from './pickerChoices';

interface PickerDialogProps {
  /** 'Pick an item', 'Pick an enemy'. */
  title: string;
  /** What one entry is called ('3 items'). */
  noun: string;
  choices: readonly PickerChoice[];
  loading: boolean;
  failed: boolean;
  /** Entries already in the field, left out. */
  excluded?: ReadonlySet<number>;
  onPick: (choice: PickerChoice) => void;
  onClose: () => void;
}

function ChoiceButton({ choice, onPick }: { choice: PickerChoice; onPick: (choice: PickerChoice) => void }) {
  return (
    <ListItemButton
      onClick={() => onPick(choice)}
      sx={{ flex: 1, gap: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', minWidth: 0 }}
      data-testid={`pick-choice-${choice.id}`}
    >
      <ChoiceThumb choice={choice} size={48} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap title={choice.name}>
          {choice.name}
        </Typography>
        {choice.detail && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {choice.detail}
          </Typography>
        )}
      </Box>
    </ListItemButton>
  );
}

/**
 * The pop-up picker of spec 002 section 2.4: a search box over every entry, thumbnails with names,
 * a page at a time. Mounted while open, so each opening starts with an empty search. Keyboard: the
 * search box has the focus, Tab walks the entries, Enter picks one (or the only match from the
 * search box), Escape closes.
 */
export function PickerDialog(props: PickerDialogProps) {
  const { title, noun, choices, loading, failed, excluded, onPick, onClose } = props;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const titleId = useId();
  const matching = useMemo(() => matchingChoices(choices, search, excluded), [choices, search, excluded]);
  const pages = pageCount(matching.length);
  const shownPage = Math.min(page, pages);

  function searchKey(event: KeyboardEvent) {
    if (event.key === 'Enter' && matching.length === 1) {
      event.preventDefault();
      onPick(matching[0]!);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label="Search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          onKeyDown={searchKey}
          sx={{ mt: 1 }}
        />
        <Typography variant="body2" color={failed ? 'error' : 'text.secondary'} sx={{ my: 1 }} role="status">
          {failed
            ? `Failed to load the ${noun} list`
            : loading && choices.length === 0
              ? 'Loading...'
              : `${matching.length} ${noun}${matching.length === 1 ? '' : 's'}`}
        </Typography>
        <Box
          role="list"
          aria-label={title}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
        >
          {pageOf(matching, shownPage).map((choice) => (
            <Box role="listitem" key={choice.id} sx={{ minWidth: 0, display: 'flex' }}>
              <ChoiceButton choice={choice} onPick={onPick} />
            </Box>
          ))}
        </Box>
        {pages > 1 && (
          <Pagination
            count={pages}
            page={shownPage}
            onChange={(_, next) => setPage(next)}
            sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
