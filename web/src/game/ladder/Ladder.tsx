import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { GENERIC_FAILURE } from '../../api/errors';
import { LADDER_PAGE_SIZE } from '../../config';
import { Message } from '../../ui/Message';
import { Tabs } from '../../ui/Tabs';
import type { Player } from '../player/meQuery';
import { LADDER_PAGE } from './ladderQuery';
import {
  KIND_OF_TAB,
  LADDER_TABS,
  nextOffset,
  offsetAroundPlayer,
  playerRank,
  previousOffset,
  type LadderTab,
} from './ladderPaging';
import { LadderPager } from './LadderPager';
import { LadderTable } from './LadderTable';
import { lifetimeStanding } from './standing';
import '../../styles/account.css';

/** The XP and Coolness leaderboards in pages of 50, opened around the player (spec 001 section 2.4). */
export function Ladder({ player }: { player: Player }) {
  const [tab, setTab] = useState<LadderTab>('XP Leaderboard');
  const kind = KIND_OF_TAB[tab];
  const [offset, setOffset] = useState(() => offsetAroundPlayer(player, kind));
  const { data, previousData, loading, error } = useQuery(LADDER_PAGE, { variables: { kind, offset } });
  // The last page stays on screen while the next one loads, so the table does not jump.
  const rows = data?.ladder ?? (loading ? (previousData?.ladder ?? []) : []);
  const rank = playerRank(player, kind);

  const switchTab = (next: LadderTab) => {
    setTab(next);
    setOffset(offsetAroundPlayer(player, KIND_OF_TAB[next]));
  };

  return (
    <section className="panel ladder" aria-labelledby="ladder-heading">
      <header className="account-header">
        <h1 id="ladder-heading">Ladder</h1>
        <p className="account-header__note">
          {rank ? (
            <>
              Your place: <strong>#{rank}</strong>
            </>
          ) : (
            'You are not ranked yet'
          )}
        </p>
      </header>
      <Tabs tabs={LADDER_TABS} active={tab} onChange={switchTab} label="Leaderboards" />
      {error && <Message text={GENERIC_FAILURE} failed />}
      <LadderTable
        rows={rows.map((row) => lifetimeStanding(row, kind))}
        kind={kind}
        playerId={player.id}
        caption={tab}
        loading={loading}
        empty="Nobody stands on this page of the ladder."
      />
      <LadderPager
        offset={offset}
        shown={rows.length}
        loading={loading}
        canPrevious={offset > 0}
        canNext={rows.length >= LADDER_PAGE_SIZE}
        onPrevious={() => setOffset(previousOffset(offset))}
        onNext={() => setOffset(nextOffset(offset))}
      >
        {rank > 0 && (
          <button
            type="button"
            className="button button--small button--quiet"
            disabled={offset === offsetAroundPlayer(player, kind)}
            onClick={() => setOffset(offsetAroundPlayer(player, kind))}
          >
            Find me
          </button>
        )}
      </LadderPager>
    </section>
  );
}
