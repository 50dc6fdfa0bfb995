import { useId, type ReactNode } from 'react';
import { GameImage } from '../../ui/GameImage';
import { Message } from '../../ui/Message';
import { shorten } from '../../ui/format';
import type { Player } from '../player/meQuery';
import { ItemChip } from './ItemChip';
import { useTravel } from './useTravel';
import type { HuntingGround, Region } from './worldQueries';

const XP_THRESHOLD = 10_000;

function Requirement({ label, met, children }: { label: string; met?: boolean; children: ReactNode }) {
  const state = met === undefined ? '' : met ? 'travel-requirement--met' : 'travel-requirement--unmet';
  return (
    <div className={`travel-requirement ${state}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Key = NonNullable<HuntingGround['keyIdRef']>;

/** The region's key and the ground's key, each once. */
function requiredKeys(region: Region, ground: HuntingGround): Key[] {
  const keys = [region.keyIdRef, ground.keyIdRef].filter((key): key is Key => key != null);
  return keys.filter((key, index) => keys.findIndex((other) => other.id === key.id) === index);
}

function owns(player: Player, itemId: number): boolean {
  return player.inventory.some((entry) => entry.itemId === itemId && entry.amount > 0);
}

function balance(player: Player, currency: string): number {
  return (
    player.currencies.find((entry) => entry.shortName === currency || entry.name === currency)?.value ?? 0
  );
}

/** Everything a traveller must know about one ground, and the TRAVEL button. */
export function GroundDetail({
  ground,
  region,
  player,
}: {
  ground: HuntingGround;
  region: Region;
  player: Player;
}) {
  const headingId = useId();
  const { travel, travelling, message } = useTravel();
  const here = player.currentHuntingGround?.id === ground.id;
  // The server demands the XP and keys of the region as well as of the ground.
  const xpNeeded = Math.max(ground.xpReqired, region.xpReqired);
  const keys = requiredKeys(region, ground);
  const affordable = ground.travelCost.every((cost) => balance(player, cost.name) >= cost.value);

  return (
    <article className="travel-detail" aria-labelledby={headingId}>
      <div className="travel-detail__hero">
        <GameImage
          id={ground.imageId}
          animatedId={ground.animatedImageId}
          alt={ground.name}
          className="travel-detail__image"
        />
        {here && <span className="travel-detail__here">You are here</span>}
      </div>
      <h2 id={headingId} className="travel-detail__name">
        {ground.name}
      </h2>
      <p className="travel-detail__region">{region.name}</p>
      {ground.flavorText && <p className="world-flavor">{ground.flavorText}</p>}

      <dl className="travel-requirements">
        <Requirement label="Required XP" met={player.xp >= xpNeeded}>
          {shorten(xpNeeded, XP_THRESHOLD)} XP
        </Requirement>
        <Requirement label="Required key" met={keys.every((key) => owns(player, key.id))}>
          {keys.length === 0
            ? 'None'
            : keys.map((key) => (
                <ItemChip key={key.id} name={key.name} imageId={key.imageId} owned={owns(player, key.id)} />
              ))}
        </Requirement>
        <Requirement label="Required bait">
          {ground.specialBaitItemIdRefs.length === 0
            ? 'None'
            : ground.specialBaitItemIdRefs.map((bait) => (
                <ItemChip
                  key={bait.id}
                  name={bait.name}
                  imageId={bait.imageId}
                  owned={owns(player, bait.id)}
                />
              ))}
        </Requirement>
        <Requirement label="Travel cost" met={affordable}>
          {ground.travelCost.length === 0
            ? 'Free'
            : ground.travelCost.map((cost) => (
                <ItemChip
                  key={cost.name}
                  name={cost.nameRef?.shortName ?? cost.name}
                  imageId={cost.nameRef?.imageId}
                  suffix={shorten(cost.value)}
                  owned={balance(player, cost.name) >= cost.value}
                />
              ))}
        </Requirement>
        <Requirement label="Currency">
          {ground.currencyRef ? (
            <ItemChip name={ground.currencyRef.name} imageId={ground.currencyRef.imageId} />
          ) : (
            'None'
          )}
        </Requirement>
      </dl>

      <button
        type="button"
        className="button button--primary travel-detail__go"
        disabled={travelling}
        onClick={() => travel(ground.id)}
      >
        TRAVEL
      </button>
      <Message text={message?.text} failed={message?.failed} />
    </article>
  );
}
