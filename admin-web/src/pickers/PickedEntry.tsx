import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ChoiceThumb } from './ChoiceThumb';
import type { PickerChoice } from './pickerChoices';

/**
 * One picked entry as a field shows it: picture, name (its id while the list loads, or when the
 * entry is gone), an X that removes it and, for amount rows, the amount field.
 */
export function PickedEntry(props: {
  id: number;
  choice: PickerChoice | undefined;
  noun: string;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const { id, choice, noun, onRemove, children } = props;
  const name = choice?.name ?? `${noun} #${id}`;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}
      data-testid={`picked-${noun}-${id}`}
    >
      <ChoiceThumb choice={choice} />
      <Box sx={{ minWidth: 160, flex: '0 1 auto' }}>
        <Typography variant="body2">{name}</Typography>
        {choice?.detail && (
          <Typography variant="caption" color="text.secondary">
            {choice.detail}
          </Typography>
        )}
      </Box>
      {children && (
        // A row's inputs keep a readable width and wrap below one another in a narrow form.
        <Box
          sx={{
            flex: '1 1 0',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            '& .MuiFormControl-root': { width: 150 },
          }}
        >
          {children}
        </Box>
      )}
      <IconButton aria-label={`Remove ${name}`} size="small" onClick={onRemove}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
