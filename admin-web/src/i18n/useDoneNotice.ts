import { useNotify } from 'ra-core';

export type Done = 'created' | 'updated' | 'deleted';

/**
 * The notification react-admin sends after an entry is created, updated or deleted ('Hunting ground
 * created'), for the forms whose own onSuccess replaces react-admin's (entries edited inside another).
 */
export function useDoneNotice(resource: string | undefined) {
  const notify = useNotify();
  return (done: Done) =>
    notify(`resources.${resource}.notifications.${done}`, { type: 'info', messageArgs: { smart_count: 1 } });
}
