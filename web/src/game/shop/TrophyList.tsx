import { GameImage } from '../../ui/GameImage';
import type { TreasuryEntriesQuery } from '../../__generated__/graphql';

type Trophy = TreasuryEntriesQuery['treasury'][number]['trophies'][number];

/** The trophies a collection or achievement asks for; the ones not held yet are greyed out. */
export function TrophyList({ trophies }: { trophies: readonly Trophy[] }) {
  const held = trophies.filter((trophy) => trophy.ownedAmount > 0).length;
  return (
    <div className="trophies">
      <p className="trophies__progress">
        Trophies {held} / {trophies.length}
      </p>
      <ul className="trophies__list" aria-label="Trophies">
        {trophies.map((trophy) => {
          const missing = trophy.ownedAmount <= 0;
          return (
            <li
              key={trophy.id}
              className={missing ? 'trophy trophy--missing' : 'trophy'}
              title={trophy.flavorText ? `${trophy.name}: ${trophy.flavorText}` : trophy.name}
            >
              <GameImage id={trophy.imageId} alt={trophy.name} thumb className="trophy__image" />
              <span className="trophy__name">{trophy.name}</span>
              <span className="visually-hidden">{missing ? 'not collected' : 'collected'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
