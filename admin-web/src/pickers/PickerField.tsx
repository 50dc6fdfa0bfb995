import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of a picker input: its label, what it holds, and the Add button opening the picker. */
export function PickerField(props: {
  source: string;
  label: string;
  onAdd: () => void;
  dialog: ReactNode;
  children: ReactNode;
}) {
  const { source, label, onAdd, dialog, children } = props;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, my: 1, minWidth: 320 }}
      data-testid={`pick-${source}`}
    >
      <Typography component="legend" variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {children}
      <Button size="small" startIcon={<AddIcon />} onClick={onAdd} aria-label={`Add ${label}`}>
        Add
      </Button>
      {dialog}
    </Box>
  );
}
