import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { failureMessage } from '../../api/errors';
import { GameImage } from '../../ui/GameImage';
import { Message } from '../../ui/Message';
import { REFRESH_PLAYER, type Player } from '../player/meQuery';
import { EQUIPMENT_SETS, SUMMARY_STATS, slotsOf, statValue } from './equipmentSlots';

const CHANGE_EQUIPMENT_SET = graphql(`
  mutation ChangeEquipmentSet($slot: Int!) {
    changeEquipmentSet(slot: $slot) {
      success
      message
    }
  }
`);

/** Stats, the equipment slots and the ten equipment sets (spec 000 section 2, equipment panel). */
export function EquipmentPanel({ player }: { player: Player }) {
  const [allStats, setAllStats] = useState(false);
  const [reply, setReply] = useState<{ text: string; failed: boolean } | null>(null);
  const [changeSet, { loading }] = useMutation(CHANGE_EQUIPMENT_SET, { refetchQueries: REFRESH_PLAYER });

  const stats = allStats
    ? player.stats
    : player.stats.filter((stat) => SUMMARY_STATS.includes(stat.shortName));
  const onSet = async (slot: number) => {
    try {
      const { data } = await changeSet({ variables: { slot } });
      const answer = data?.changeEquipmentSet;
      setReply(answer && !answer.success ? { text: answer.message, failed: true } : null);
    } catch (error) {
      setReply({ text: failureMessage(error), failed: true });
    }
  };

  return (
    <section className="panel equipment" aria-label="Equipment">
      <h2>Equipment</h2>
      <Link to="/simulator" className="link-button simulator-link">
        Try another setup in the simulator
      </Link>
      <div className="equipment-sets" role="group" aria-label="Equipment sets">
        {Array.from({ length: EQUIPMENT_SETS }, (_, slot) => {
          const unlocked = slot < player.unlockedEquipmentSlots;
          const active = slot === player.activeEquipmentSlot;
          return (
            <button
              key={slot}
              type="button"
              className={`equipment-set ${active ? 'equipment-set--active' : ''} ${unlocked ? '' : 'equipment-set--locked'}`}
              aria-pressed={active}
              aria-label={`Equipment set ${slot + 1}`}
              disabled={!unlocked || loading}
              onClick={() => !active && onSet(slot)}
            >
              {slot + 1}
            </button>
          );
        })}
      </div>
      <Message text={reply?.text} failed={reply?.failed} />
      <div className="slots">
        {slotsOf(player).map((slot) => (
          <div
            key={slot.key}
            className={`slot ${slot.locked ? 'slot--locked' : ''}`}
            data-testid={`slot-${slot.key}`}
            title={slot.entry?.item?.name ?? slot.label}
          >
            {slot.entry?.item ? (
              <GameImage
                id={slot.entry.item.imageId}
                animatedId={slot.entry.item.animatedId}
                alt={slot.entry.item.name}
                thumb
              />
            ) : (
              <span className="slot__empty">{slot.locked ? 'Locked' : ''}</span>
            )}
            <span className="slot__label">{slot.label}</span>
            {slot.entry?.item && (
              <span className="slot__item" style={{ color: slot.entry.item.rarityRef?.colorHex }}>
                {slot.entry.item.name}
              </span>
            )}
          </div>
        ))}
      </div>
      <div className="stats">
        <button
          type="button"
          className="link-button"
          onClick={() => setAllStats(!allStats)}
          aria-expanded={allStats}
        >
          {allStats ? 'Show summary' : 'Show all stats'}
        </button>
        <dl className="stats__list">
          {stats.map((stat) => (
            <div key={stat.shortName} className="stats__row" title={stat.statFlavorText ?? undefined}>
              <dt>
                <GameImage id={stat.statImageId} alt="" thumb className="stats__icon" />
                {stat.name}
              </dt>
              <dd>{statValue(stat.effectiveValue, stat.statUnitSymbol)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
