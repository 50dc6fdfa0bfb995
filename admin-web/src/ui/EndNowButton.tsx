import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'ra-ui-materialui';

/**
 * "End now" for a season, league week or tournament: a warning button that asks first, in a
 * confirmation that closes with Cancel or Escape and closes before the action runs.
 */
export function EndNowButton({
  disabled,
  title,
  content,
  confirm,
  onConfirm,
}: {
  disabled: boolean;
  title: string;
  content: string;
  confirm: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="warning" disabled={disabled} onClick={() => setOpen(true)}>
        End now
      </Button>
      <Confirm
        isOpen={open}
        title={title}
        content={content}
        confirm={confirm}
        confirmColor="warning"
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
