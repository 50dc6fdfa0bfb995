import { useState } from 'react';
import { CUSTOM_AVATAR_USD, NAME_CHANGE_USD } from '../../config';
import { SupportEmail } from '../../payment/SupportEmail';
import { GameImage } from '../../ui/GameImage';
import { Popup } from '../../ui/Popup';
import { usd } from '../../ui/format';
import { SERVICE_NAMES } from './packageSections';
import type { PremiumPackage } from './premiumOperations';
import { ShopSection } from './ShopSection';

interface Service {
  key: 'custom-avatar' | 'name-change';
  name: string;
  /** The listed package's price; the spec's price while the shop lists none. */
  price: number;
  pkg: PremiumPackage | null;
  what: string;
  /** What the player writes to the support. */
  tellUs: string;
}

interface Props {
  customAvatar: PremiumPackage | null;
  nameChange: PremiumPackage | null;
}

/** The custom avatar and the in-game name change: made by hand, so bought through the support. */
export function ServiceOffers({ customAvatar, nameChange }: Props) {
  const [open, setOpen] = useState<Service['key'] | null>(null);
  const services: Service[] = [
    {
      key: 'custom-avatar',
      name: customAvatar?.name ?? SERVICE_NAMES.customAvatar,
      price: customAvatar?.usd ?? CUSTOM_AVATAR_USD,
      pkg: customAvatar,
      what: 'Your own artwork as your hunter’s avatar.',
      tellUs: 'your player name and a description of the avatar you wish for',
    },
    {
      key: 'name-change',
      name: nameChange?.name ?? SERVICE_NAMES.nameChange,
      price: nameChange?.usd ?? NAME_CHANGE_USD,
      pkg: nameChange,
      what: 'A new name for your hunter, shown in the game and on the ladders.',
      tellUs: 'your current player name and the new name you wish for',
    },
  ];
  const shown = services.find((service) => service.key === open);

  return (
    <ShopSection id="services" title="Personal services">
      <div className="service-offers">
        {services.map((service) => (
          <article
            key={service.key}
            className="card service-offer"
            data-service={service.key}
            aria-label={service.name}
          >
            {service.pkg && (
              <GameImage
                id={service.pkg.imageId}
                animatedId={service.pkg.animatedImageId}
                alt={service.name}
                className="service-offer__image"
              />
            )}
            <h3 className="service-offer__name">{service.name}</h3>
            <p className="service-offer__price">{usd(service.price)}</p>
            <button type="button" className="button service-offer__info" onClick={() => setOpen(service.key)}>
              How to order
            </button>
          </article>
        ))}
      </div>
      {shown && (
        <Popup title={shown.name} onClose={() => setOpen(null)} stayOpen>
          <div className="service-popup" data-service-popup={shown.key}>
            <p>
              {shown.what} Price: <strong>{usd(shown.price)}</strong>.
            </p>
            <p>
              It is made by hand, so it is bought through our support rather than in the shop. Write to{' '}
              <SupportEmail /> with {shown.tellUs}; the support answers with the next steps.
            </p>
          </div>
        </Popup>
      )}
    </ShopSection>
  );
}
