import { GameImage } from '../../ui/GameImage';
import type { SetupSimulation, SimulationOutcome } from './simulatorQueries';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const amount = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2));

interface Figure {
  label: string;
  value: (outcome: SimulationOutcome) => number;
  format: (value: number) => string;
  /** Shown under the value (the win rate's interval). */
  detail?: (outcome: SimulationOutcome) => string;
}

const FIGURES: readonly Figure[] = [
  {
    label: 'Win rate',
    value: (outcome) => outcome.winRate,
    format: percent,
    detail: (outcome) => `${percent(outcome.winRateLow)} to ${percent(outcome.winRateHigh)}`,
  },
  { label: 'XP per hunt', value: (outcome) => outcome.xpPerHunt, format: amount },
  { label: 'Gold per hunt', value: (outcome) => outcome.goldPerHunt, format: amount },
  { label: 'Hunts per hour', value: (outcome) => outcome.huntsPerHour, format: amount },
  { label: 'XP per hour', value: (outcome) => outcome.xpPerHour, format: amount },
  { label: 'Gold per hour', value: (outcome) => outcome.goldPerHour, format: amount },
  { label: 'Rounds per fight', value: (outcome) => outcome.averageRounds, format: amount },
];

function Difference({
  value,
  current,
  format,
}: {
  value: number;
  current: number;
  format: (v: number) => string;
}) {
  const delta = value - current;
  if (Math.abs(delta) < 1e-9) return <span className="sim-delta">±0</span>;
  return (
    <span className={`sim-delta ${delta > 0 ? 'sim-delta--up' : 'sim-delta--down'}`}>
      {delta > 0 ? '+' : '−'}
      {format(Math.abs(delta))}
    </span>
  );
}

/** The composed setup beside the current one: rates, XP and gold per hunt and per hour, then loot. */
export function OutcomeComparison({ simulation }: { simulation: SetupSimulation }) {
  const { setup, current } = simulation;
  const lootIds = [...new Set([...setup.loot, ...(current?.loot ?? [])].map((entry) => entry.itemId))];
  const lootOf = (outcome: SimulationOutcome | null | undefined, itemId: number) =>
    outcome?.loot.find((entry) => entry.itemId === itemId);
  const lootName = (itemId: number) => (lootOf(setup, itemId) ?? lootOf(current, itemId))!;

  return (
    <div className="sim-results" aria-label="Simulation results">
      <p className="world-header__note">
        {simulation.hunts} hunts each, on the same seeds (seed <strong>{simulation.seed}</strong>)
      </p>
      <table className="ladder-table sim-table" aria-label="Comparison">
        <thead>
          <tr>
            <th scope="col"></th>
            <th scope="col">Current setup</th>
            <th scope="col">This setup</th>
          </tr>
        </thead>
        <tbody>
          {FIGURES.map((figure) => (
            <tr key={figure.label} className="ladder-row" data-testid={`sim-figure-${figure.label}`}>
              <th scope="row">{figure.label}</th>
              <td>
                {current ? figure.format(figure.value(current)) : '—'}
                {current && figure.detail && <span className="sim-detail">{figure.detail(current)}</span>}
              </td>
              <td>
                {figure.format(figure.value(setup))}{' '}
                {current && (
                  <Difference
                    value={figure.value(setup)}
                    current={figure.value(current)}
                    format={figure.format}
                  />
                )}
                {figure.detail && <span className="sim-detail">{figure.detail(setup)}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!current && simulation.currentRefusal && (
        <p className="message">Your current setup cannot hunt: {simulation.currentRefusal}</p>
      )}

      <h3>Loot per hunt</h3>
      {lootIds.length === 0 ? (
        <p className="world-flavor">Nothing dropped in these hunts.</p>
      ) : (
        <table className="ladder-table sim-table" aria-label="Loot expectations">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Current (drop rate)</th>
              <th scope="col">This setup (drop rate)</th>
            </tr>
          </thead>
          <tbody>
            {lootIds.map((itemId) => {
              const item = lootName(itemId);
              const mine = lootOf(current, itemId);
              const theirs = lootOf(setup, itemId);
              return (
                <tr key={itemId} className="ladder-row">
                  <th scope="row" className="sim-table__item">
                    <GameImage id={item.imageId} alt="" thumb className="sim-table__image" />
                    <span style={{ color: item.rarity?.colorHex }}>{item.name}</span>
                  </th>
                  <td>{mine ? `${amount(mine.amountPerHunt)} (${percent(mine.dropRate)})` : '—'}</td>
                  <td>{theirs ? `${amount(theirs.amountPerHunt)} (${percent(theirs.dropRate)})` : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      <h3>Enemies met</h3>
      <ul className="sim-enemies" aria-label="Enemies met">
        {setup.enemies.map((enemy) => (
          <li key={enemy.enemyId} className="sim-enemy">
            <GameImage id={enemy.imageId} alt="" thumb className="sim-table__image" />
            <span style={{ color: enemy.rarity?.colorHex }}>{enemy.name}</span>
            <span className="sim-detail">
              met {percent(enemy.encounterRate)}, won {percent(enemy.winRate)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
