import { GameImage } from '../../ui/GameImage';
import { CurrencyList } from '../hunt/CurrencyList';
import { LootList } from '../hunt/LootList';
import { ReplayLink } from '../replay/ReplayLink';
import { goldChangeText, xpText } from '../hunt/rewardText';
import type { JournalCombatInfo } from './journalQuery';
import { JOURNAL_RESULT, NO_BAIT_TEXT, journalCombatTitle, journalResultTone } from './journalText';
import { EntryFrame, Sigil } from './EntryFrame';
import { ModifierTagList } from './ModifierTagList';
import '../../styles/journal.css';

function Gains({ xp, goldChange }: { xp: number; goldChange: number }) {
  const gold = goldChangeText(goldChange);
  if (xp <= 0 && !gold) return null;
  return (
    <ul className="gain-list" aria-label="Gains">
      {xp > 0 && <li className="gain-list__item gain-list__item--xp">{xpText(xp)}</li>}
      {gold && <li className={`gain-list__item ${goldChange < 0 ? 'gain-list__item--lost' : ''}`}>{gold}</li>}
    </ul>
  );
}

/** What each result brought: a win everything, a draw XP only, a loss nothing, no bait a reminder. */
function Outcome({ info }: { info: JournalCombatInfo }) {
  switch (info.result) {
    case JOURNAL_RESULT.victory:
      return (
        <>
          <Gains xp={info.rewardXP} goldChange={info.goldChange} />
          <CurrencyList currencies={info.enemyInfo?.reward ?? []} label="Enemy reward" />
          <LootList loot={info.loot} showBonus />
        </>
      );
    case JOURNAL_RESULT.draw:
      return (
        <>
          <Gains xp={info.rewardXP} goldChange={info.goldChange} />
          <LootList loot={info.loot} showBonus={false} />
        </>
      );
    case JOURNAL_RESULT.loss:
      return (
        <>
          <p className="journal-entry__text">The creature overpowered you.</p>
          <Gains xp={0} goldChange={info.goldChange} />
        </>
      );
    case JOURNAL_RESULT.noBait:
      return <p className="journal-entry__text journal-entry__text--warning">{NO_BAIT_TEXT}</p>;
    default:
      return null;
  }
}

/** A hunt in the journal: result against the enemy, its modifier tags and its spoils. */
export function CombatEntry({
  type,
  timestamp,
  info,
}: {
  type: number;
  timestamp: number;
  info: JournalCombatInfo;
}) {
  const enemy = info.enemyInfo;
  return (
    <EntryFrame
      type={type}
      kind="combat"
      tone={journalResultTone(info.result)}
      title={journalCombatTitle(info.result, enemy?.name)}
      media={
        enemy?.imageId != null ? (
          <GameImage
            id={enemy.imageId}
            alt={enemy.name}
            kind="enemy"
            thumb
            className="journal-entry__image"
          />
        ) : (
          <Sigil glyph={info.result === JOURNAL_RESULT.noBait ? '!' : '†'} kind="combat" />
        )
      }
      tags={<ModifierTagList flags={info} />}
      timestamp={timestamp}
    >
      <Outcome info={info} />
      <ReplayLink combatId={info.combatId} />
    </EntryFrame>
  );
}
