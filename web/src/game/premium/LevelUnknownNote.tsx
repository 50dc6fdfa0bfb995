import { Message } from '../../ui/Message';
import { LEVEL_UNKNOWN_NOTE } from './tierButton';
import { UNKNOWN_LEVEL } from './useSubscriptionLevel';

/** Why the subscription buttons are disabled when the active tier could not be read. */
export function LevelUnknownNote({ level }: { level: number | null }) {
  return level === UNKNOWN_LEVEL ? <Message text={LEVEL_UNKNOWN_NOTE} failed /> : null;
}
