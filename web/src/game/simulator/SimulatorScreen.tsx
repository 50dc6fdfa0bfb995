import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { failureMessage, GENERIC_FAILURE } from '../../api/errors';
import { GameImage } from '../../ui/GameImage';
import { Message } from '../../ui/Message';
import type { Player } from '../player/meQuery';
import { OutcomeComparison } from './OutcomeComparison';
import { SlotPicker } from './SlotPicker';
import {
  SIMULATOR_SLOTS,
  changesFrom,
  draftOf,
  simulationInput,
  withSlot,
  type SetupDraft,
} from './setupDraft';
import { SIMULATE_SETUP, SIMULATOR_CONTENT, type SimulatorItem } from './simulatorQueries';
import '../../styles/world.css';
import '../../styles/shop.css';
import '../../styles/account.css';
import '../../styles/simulator.css';

/** The hunt counts offered; the server accepts 100 to 2000. */
const HUNT_COUNTS = [100, 500, 1000, 2000];
const BAIT_SLOT = 'bait';

/** Compose any setup, simulate it with the game's rules and see it beside the current one. */
export function SimulatorScreen({ player }: { player: Player }) {
  const content = useQuery(SIMULATOR_CONTENT);
  const current = useMemo(() => draftOf(player), [player]);
  const [draft, setDraft] = useState<SetupDraft>(current);
  const [openSlot, setOpenSlot] = useState<string | null>(null);
  const [hunts, setHunts] = useState(500);
  const [xp, setXp] = useState(player.xp);
  const [simulate, simulation] = useLazyQuery(SIMULATE_SETUP, { fetchPolicy: 'network-only' });
  const [failure, setFailure] = useState<string | null>(null);

  const items = useMemo(() => content.data?.items ?? [], [content.data]);
  const itemById = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const ownedIds = useMemo(() => new Set(player.inventory.map((entry) => entry.itemId)), [player]);
  const ofType = (type: string): SimulatorItem[] =>
    items
      .filter((item) => item.typeRef?.shortName === type)
      .sort((a, b) => a.reqXP - b.reqXP || a.name.localeCompare(b.name));
  const grounds = useMemo(() => {
    const regions = content.data?.regions ?? [];
    return [...(content.data?.huntingGrounds ?? [])]
      .map((ground) => ({ ...ground, region: regions.find((region) => region.id === ground.regionId) }))
      .sort((a, b) => (a.region?.sequence ?? 0) - (b.region?.sequence ?? 0) || a.sequence - b.sequence);
  }, [content.data]);

  const input = simulationInput(draft);
  const changes = changesFrom(current, draft);
  const run = async () => {
    if ('missing' in input) return;
    setFailure(null);
    try {
      const answer = await simulate({ variables: { setup: { ...input, xp }, hunts } });
      if (answer.error) setFailure(failureMessage(answer.error));
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };
  const choose = (itemId: number | null) => {
    if (openSlot === BAIT_SLOT) setDraft({ ...draft, baitItemId: itemId });
    else if (openSlot) setDraft(withSlot(draft, openSlot, itemId));
    setOpenSlot(null);
  };
  const openType =
    openSlot === BAIT_SLOT ? 'bait' : SIMULATOR_SLOTS.find((slot) => slot.key === openSlot)?.type;
  const slotTile = (key: string, label: string, itemId: number | null) => {
    const item = itemId === null ? undefined : itemById.get(itemId);
    const changed =
      key === BAIT_SLOT ? itemId !== current.baitItemId : itemId !== (current.slots[key] ?? null);
    return (
      <button
        key={key}
        type="button"
        className={`slot sim-slot ${openSlot === key ? 'sim-slot--open' : ''} ${changed ? 'sim-slot--changed' : ''}`}
        data-testid={`sim-slot-${key}`}
        aria-expanded={openSlot === key}
        title={item?.name ?? label}
        onClick={() => setOpenSlot(openSlot === key ? null : key)}
      >
        {item ? (
          <GameImage id={item.imageId} animatedId={item.animatedId} alt={item.name} thumb />
        ) : (
          <span className="slot__empty">Empty</span>
        )}
        <span className="slot__label">{label}</span>
        {item && (
          <span className="slot__item" style={{ color: item.rarityRef?.colorHex }}>
            {item.name}
          </span>
        )}
      </button>
    );
  };

  return (
    <section className="panel simulator" aria-labelledby="simulator-heading">
      <header className="world-header">
        <h1 id="simulator-heading">Setup simulator</h1>
        <p className="world-header__note">
          Any gear, any bait, any ground: hunted <strong>{hunts}</strong> times with the game&apos;s own rules
        </p>
      </header>
      {content.error && <Message text={GENERIC_FAILURE} failed />}
      <div className="simulator__layout">
        <div className="simulator__setup">
          <h2>Setup {changes > 0 && <span className="sim-changes">{changes} changed</span>}</h2>
          <div className="slots">
            {SIMULATOR_SLOTS.map((slot) => slotTile(slot.key, slot.label, draft.slots[slot.key] ?? null))}
            {slotTile(BAIT_SLOT, 'Bait', draft.baitItemId)}
          </div>
          {openSlot && openType && (
            <SlotPicker
              key={openSlot}
              label={
                openSlot === BAIT_SLOT ? 'Bait' : SIMULATOR_SLOTS.find((slot) => slot.key === openSlot)!.label
              }
              items={ofType(openType)}
              chosenId={openSlot === BAIT_SLOT ? draft.baitItemId : (draft.slots[openSlot] ?? null)}
              ownedIds={ownedIds}
              allowEmpty={openSlot !== BAIT_SLOT}
              onChoose={choose}
            />
          )}
          <div className="simulator__options">
            <label className="simulator__field">
              Hunting ground
              <select
                value={draft.huntingGroundId ?? ''}
                onChange={(event) => setDraft({ ...draft, huntingGroundId: Number(event.target.value) })}
              >
                {grounds.map((ground) => (
                  <option key={ground.id} value={ground.id}>
                    {ground.region ? `${ground.region.name}: ` : ''}
                    {ground.name}
                    {ground.xpReqired > 0 ? ` (${ground.xpReqired} XP)` : ''}
                  </option>
                ))}
              </select>
            </label>
            <label className="simulator__field">
              At XP
              <input
                type="number"
                min={0}
                value={xp}
                onChange={(event) => setXp(Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
              />
            </label>
            <label className="simulator__field">
              Hunts
              <select value={hunts} onChange={(event) => setHunts(Number(event.target.value))}>
                {HUNT_COUNTS.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              disabled={'missing' in input || simulation.loading || content.loading}
              onClick={run}
            >
              {simulation.loading ? 'Simulating ...' : 'Simulate'}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={changes === 0}
              onClick={() => {
                setDraft(current);
                setXp(player.xp);
              }}
            >
              Back to my setup
            </button>
          </div>
          <Message text={'missing' in input ? input.missing : failure} failed={!('missing' in input)} />
        </div>
        <div className="simulator__outcome">
          <h2>Outcome</h2>
          {simulation.data?.simulateSetup ? (
            <OutcomeComparison simulation={simulation.data.simulateSetup} />
          ) : (
            <p className="world-flavor">Change a slot, then simulate to see it beside your current setup.</p>
          )}
        </div>
      </div>
    </section>
  );
}
