import { useState, type FormEvent } from 'react';
import { giftInfo } from '../../payment/paymentInfo';
import { GameImage } from '../../ui/GameImage';
import { Message } from '../../ui/Message';
import { Popup } from '../../ui/Popup';
import { usd } from '../../ui/format';
import { GiftFields } from './GiftFields';
import { PackageItems } from './PackageItems';
import type { Purchase } from './purchase';
import { useCheckout } from './useCheckout';

const ignore = () => undefined;

/** The price the player pays now: an upgrade costs the difference between the two tiers. */
function PriceLine({ purchase: { price, subscription, upgrade } }: { purchase: Purchase }) {
  if (price === null) {
    return (
      <p className="payment-modal__price">
        You pay the difference to your current subscription; PayPal shows the amount.
      </p>
    );
  }
  const label = upgrade
    ? 'To pay now (the difference to your current subscription):'
    : subscription
      ? 'Price per month:'
      : 'Price:';
  return (
    <p className="payment-modal__price">
      {label} <strong className="payment-modal__amount">{usd(price)}</strong>
    </p>
  );
}

/** The checkout: the package, its price, an optional gift recipient, and off to PayPal. */
export function PaymentModal({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const { pkg, subscription } = purchase;
  const [gift, setGift] = useState(false);
  const [recipient, setRecipient] = useState('');
  const { pay, paying, error } = useCheckout();
  // Subscriptions are the buyer's own: they cannot be gifted.
  const asGift = !subscription && gift;
  const ready = !asGift || recipient.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void pay(pkg.id, asGift ? giftInfo(recipient) : undefined);
  };

  return (
    <Popup title="Checkout" onClose={paying ? ignore : onClose} stayOpen>
      <form className="payment-modal" data-payment-modal data-package-id={pkg.id} onSubmit={submit}>
        <div className="payment-modal__package">
          <GameImage
            id={pkg.imageId}
            animatedId={pkg.animatedImageId}
            alt={pkg.name}
            className="payment-modal__image"
          />
          <div>
            <h3 className="payment-modal__name">{pkg.name}</h3>
            {pkg.promotionalLabel && <span className="premium-card__label">{pkg.promotionalLabel}</span>}
          </div>
        </div>
        <PackageItems items={pkg.items} />
        <PriceLine purchase={purchase} />
        {subscription && (
          <p className="payment-modal__note">
            Renews on the first day of each month until you cancel it in your profile.
          </p>
        )}
        {!subscription && (
          <GiftFields gift={gift} onGift={setGift} recipient={recipient} onRecipient={setRecipient} />
        )}
        <Message text={error} failed />
        <div className="payment-modal__buttons">
          <button type="button" className="button payment-modal__cancel" disabled={paying} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="button button--primary payment-modal__pay"
            disabled={paying || !ready}
            aria-busy={paying}
          >
            Pay with PayPal
          </button>
        </div>
      </form>
    </Popup>
  );
}
