import { useId } from 'react';

interface Props {
  gift: boolean;
  onGift: (gift: boolean) => void;
  recipient: string;
  onRecipient: (name: string) => void;
}

/** 'This is a gift' and, when ticked, the name of the player who receives it. */
export function GiftFields({ gift, onGift, recipient, onRecipient }: Props) {
  const nameId = useId();
  return (
    <fieldset className="gift-fields">
      <legend className="visually-hidden">Gift</legend>
      <label className="gift-fields__toggle">
        <input
          type="checkbox"
          name="gift"
          className="gift-fields__checkbox"
          checked={gift}
          onChange={(event) => onGift(event.target.checked)}
        />
        This is a gift
      </label>
      {gift && (
        <div className="field">
          <label htmlFor={nameId}>Player name</label>
          <input
            id={nameId}
            name="giftRecipient"
            className="gift-fields__name"
            value={recipient}
            autoComplete="off"
            required
            onChange={(event) => onRecipient(event.target.value)}
          />
          <p className="gift-fields__hint">The items go to this player’s inventory.</p>
        </div>
      )}
    </fieldset>
  );
}
