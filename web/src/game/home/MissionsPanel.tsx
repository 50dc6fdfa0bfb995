import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../__generated__';
import type { CurrentMissionQuery } from '../../__generated__/graphql';
import { GameImage } from '../../ui/GameImage';
import { useServerNow } from '../../ui/clock';
import { missionCountdown } from '../../ui/format';

const CURRENT_MISSION = graphql(`
  query CurrentMission {
    currentMission {
      ...MissionFields
      objectives {
        enemy {
          enemyRarityRef {
            id
          }
        }
      }
    }
  }
`);

type MissionReward = NonNullable<NonNullable<CurrentMissionQuery['currentMission']>['reward']>;

function Reward({ reward }: { reward: MissionReward }) {
  const parts = [
    reward.xp > 0 ? `${reward.xp} XP` : null,
    ...reward.currencies.map((currency) => `${currency.value} ${currency.shortName}`),
    ...reward.items.map((entry) => `${entry.amount} x ${entry.item?.name ?? `item ${entry.itemId}`}`),
  ].filter(Boolean);
  return <p className="mission__reward">Reward: {parts.join(', ')}</p>;
}

/** The mission of the moment: its objectives and the time left, or the wait for the next one. */
export function MissionsPanel({ serverNow }: { serverNow: number }) {
  const { data, refetch, error } = useQuery(CURRENT_MISSION);
  const now = useServerNow(serverNow);
  const mission = data?.currentMission;
  const ends = mission?.running ? mission.endTimestamp : mission?.startTimestamp;
  const over = ends !== undefined && ends <= now;

  // When a countdown runs out, the next state comes from the server.
  useEffect(() => {
    if (over) void refetch();
  }, [over, refetch]);
  // A failed mission fetch is only logged (spec 000 section 7).
  useEffect(() => {
    if (error) console.warn('mission fetch failed', error);
  }, [error]);

  return (
    <section className="panel missions" aria-label="Missions">
      <h2>Mission</h2>
      {!mission || over ? (
        <p>new mission soon</p>
      ) : !mission.running ? (
        <p>Next mission in {missionCountdown(mission.startTimestamp - now)}</p>
      ) : (
        <>
          {mission.huntingGround && <p className="mission__ground">{mission.huntingGround.name}</p>}
          <ul className="objectives">
            {mission.objectives.map((objective) => (
              <li key={objective.enemyId} className="objective">
                <GameImage
                  id={objective.enemy?.imageId}
                  kind="enemy"
                  alt={objective.enemy?.name ?? ''}
                  thumb
                />
                <div>
                  <strong style={{ color: objective.enemy?.enemyRarityRef?.colorHex }}>
                    {objective.enemy?.name}
                  </strong>
                  <span>
                    Defeated {Math.min(objective.caught, objective.goal)} / {objective.goal}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <p className="mission__time">Time left: {missionCountdown(mission.endTimestamp - now)}</p>
          {mission.completed && <p className="mission__done">Completed!</p>}
          {mission.reward && <Reward reward={mission.reward} />}
        </>
      )}
    </section>
  );
}
