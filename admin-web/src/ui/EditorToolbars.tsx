import { Button, DeleteButton, SaveButton, Toolbar } from 'ra-ui-materialui';
import { useRedirect, useResourceContext } from 'ra-core';

/** A new entry shows Create and Cancel (spec 002 section 1); Cancel returns to nothing selected. */
export function CreateToolbar() {
  const resource = useResourceContext();
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton label="Create" icon={<></>} />
      <Button label="Cancel" onClick={() => redirect('list', resource)} variant="outlined" size="medium" />
    </Toolbar>
  );
}

/** An existing entry shows Update and Delete; Delete asks for confirmation first. */
export function UpdateToolbar({ confirmContent }: { confirmContent?: string }) {
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'space-between' }}>
      <SaveButton label="Update" icon={<></>} />
      <DeleteButton
        mutationMode="pessimistic"
        redirect="list"
        confirmTitle="Delete"
        {...(confirmContent ? { confirmContent } : {})}
      />
    </Toolbar>
  );
}
