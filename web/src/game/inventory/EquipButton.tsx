import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { failureMessage } from '../../api/errors';
import { Message } from '../../ui/Message';
import { REFRESH_PLAYER } from '../player/meQuery';
import { EQUIP_ITEM, UNEQUIP_ITEM } from './equipOperations';

/** Equip or Unequip, then the server's own message (spec 000 section 8). */
export function EquipButton({ itemId, equipped }: { itemId: number; equipped: boolean }) {
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [equip, equipping] = useMutation(EQUIP_ITEM);
  const [unequip, unequipping] = useMutation(UNEQUIP_ITEM);
  const busy = equipping.loading || unequipping.loading;

  const toggle = async () => {
    setOutcome(null);
    try {
      const answer = equipped
        ? (
            await unequip({
              variables: { itemId },
              refetchQueries: (result) => (result.data?.unequipItem.success ? REFRESH_PLAYER : []),
            })
          ).data?.unequipItem
        : (
            await equip({
              variables: { itemId },
              refetchQueries: (result) => (result.data?.equipItem.success ? REFRESH_PLAYER : []),
            })
          ).data?.equipItem;
      setOutcome(
        answer
          ? { text: answer.message, failed: !answer.success }
          : { text: failureMessage(null), failed: true },
      );
    } catch (error) {
      setOutcome({ text: failureMessage(error), failed: true });
    }
  };

  return (
    <>
      <button
        type="button"
        className={
          equipped ? 'button button--small equip-button' : 'button button--small button--primary equip-button'
        }
        disabled={busy}
        onClick={toggle}
      >
        {equipped ? 'Unequip' : 'Equip'}
      </button>
      <Message text={outcome?.text} failed={outcome?.failed} />
    </>
  );
}
