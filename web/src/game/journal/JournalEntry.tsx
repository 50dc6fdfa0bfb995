import { GameImage } from '../../ui/GameImage';
import { CombatEntry } from './CombatEntry';
import { EntryFrame, Sigil } from './EntryFrame';
import type { JournalEntryData } from './journalQuery';
import {
  JOURNAL_TYPE,
  UNKNOWN_EVENT_TEXT,
  UNKNOWN_EVENT_TITLE,
  progressText,
  rankUpText,
  travelTitle,
} from './journalText';
import { isEmptyReward, parseReward } from './missionReward';
import { RewardSummary } from './RewardSummary';

function Reward({ json }: { json: string | null | undefined }) {
  const reward = parseReward(json);
  return reward && !isEmptyReward(reward) ? <RewardSummary reward={reward} /> : null;
}

/** One journal entry, drawn by its type (0 travel, 1 combat, 2 rank up, 3 mission reward, 4 message). */
export function JournalEntry({ entry }: { entry: JournalEntryData }) {
  const { type, timestamp, data } = entry;
  switch (type) {
    case JOURNAL_TYPE.travel: {
      const title = travelTitle(data?.travelName);
      return (
        <EntryFrame
          type={type}
          kind="travel"
          title={title}
          timestamp={timestamp}
          media={
            data?.travelImageId != null ? (
              <GameImage
                id={data.travelImageId}
                alt={data.travelName ?? title}
                thumb
                className="journal-entry__image"
              />
            ) : (
              <Sigil glyph="✧" kind="travel" />
            )
          }
        />
      );
    }
    case JOURNAL_TYPE.combat:
      return entry.combatInfo ? (
        <CombatEntry type={type} timestamp={timestamp} info={entry.combatInfo} />
      ) : (
        <EntryFrame
          type={type}
          kind="combat"
          title="Hunt"
          timestamp={timestamp}
          media={<Sigil glyph="†" kind="combat" />}
        />
      );
    case JOURNAL_TYPE.rankUp:
      return (
        <EntryFrame
          type={type}
          kind="rank-up"
          title="Rank Up"
          timestamp={timestamp}
          media={<Sigil glyph="✦" kind="rank-up" />}
        >
          <p className="journal-entry__text">{rankUpText(data?.newRankName)}</p>
          <Reward json={data?.reward} />
        </EntryFrame>
      );
    case JOURNAL_TYPE.missionReward: {
      const progress = progressText(data?.progress);
      return (
        <EntryFrame
          type={type}
          kind="mission"
          title="Mission Reward"
          timestamp={timestamp}
          media={<Sigil glyph="✠" kind="mission" />}
        >
          {data?.message && <p className="journal-entry__text">{data.message}</p>}
          {progress && <p className="journal-entry__progress">{progress}</p>}
          <Reward json={data?.reward} />
        </EntryFrame>
      );
    }
    case JOURNAL_TYPE.system:
      return (
        <EntryFrame
          type={type}
          kind="system"
          title="Message"
          timestamp={timestamp}
          media={<Sigil glyph="☾" kind="system" />}
        >
          {data?.message && <p className="journal-entry__text">{data.message}</p>}
        </EntryFrame>
      );
    default:
      return (
        <EntryFrame
          type={type}
          kind="unknown"
          title={UNKNOWN_EVENT_TITLE}
          timestamp={timestamp}
          media={<Sigil glyph="?" kind="unknown" />}
        >
          <p className="journal-entry__text">{UNKNOWN_EVENT_TEXT}</p>
        </EntryFrame>
      );
  }
}
