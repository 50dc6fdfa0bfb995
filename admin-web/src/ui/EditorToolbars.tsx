import { Button, DeleteButton, SaveButton, Toolbar } from 'ra-ui-materialui';
import { useRedirect, useResourceContext } from 'ra-core';
import { useDoneNotice } from '../i18n/useDoneNotice';

/**
 * A new entry shows Create and Cancel (spec 002 section 1); Cancel returns to nothing selected: the
 * kind's list route, or `onCancel` inside another entry.
 */
export function CreateToolbar({ onCancel }: { onCancel?: () => void }) {
  const resource = useResourceContext();
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton label="Create" icon={<></>} />
      <Button
        label="Cancel"
        onClick={() => (onCancel ? onCancel() : redirect('list', resource))}
        variant="outlined"
        size="medium"
      />
    </Toolbar>
  );
}

/**
 * An existing entry shows Update and Delete; Delete asks for confirmation first, then goes to the
 * kind's list route, or calls `onDeleted` inside another entry.
 */
export function UpdateToolbar({
  confirmContent,
  onDeleted,
}: {
  confirmContent?: string;
  onDeleted?: () => void;
}) {
  const notice = useDoneNotice(useResourceContext());
  const deletedInside = () => {
    notice('deleted');
    onDeleted?.();
  };
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'space-between' }}>
      <SaveButton label="Update" icon={<></>} />
      <DeleteButton
        mutationMode="pessimistic"
        redirect={onDeleted ? false : 'list'}
        confirmTitle="Delete"
        {...(onDeleted ? { mutationOptions: { onSuccess: deletedInside } } : {})}
        {...(confirmContent ? { confirmContent } : {})}
      />
    </Toolbar>
  );
}
