import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { Message } from '../../../ui/Message';
import { Tabs } from '../../../ui/Tabs';
import { KIND_OF_TAB, LADDER_TABS, type LadderTab } from '../../ladder/ladderPaging';
import { LadderPager } from '../../ladder/LadderPager';
import { LadderTable } from '../../ladder/LadderTable';
import { SEASON_LADDER_AROUND_ME, SEASON_LADDER_PAGE, type Season } from './seasonOperations';
import {
  AROUND_ME_RADIUS,
  FIRST_PAGE,
  hasNext,
  hasPrevious,
  neighbourhoodOffset,
  nextWindow,
  previousWindow,
  type LadderWindow,
} from './seasonPaging';
import { emptyLadderText, myPlaceText, seasonState } from './seasonState';

/** A page from an offset, or the "Me" jump's neighbourhood (the player in its middle). */
type View = LadderWindow | 'me';

/**
 * A season's XP and Coolness ladders: live standings while it runs, final ones once archived. Opens
 * at the top; Previous and Next page both ways, "Me" jumps to the player's own place.
 */
export function SeasonLadder({ season, playerId }: { season: Season; playerId: string }) {
  const [tab, setTab] = useState<LadderTab>('XP Leaderboard');
  const kind = KIND_OF_TAB[tab];
  const [view, setView] = useState<View>(FIRST_PAGE);
  const state = seasonState(season);
  // Asked at once: the player's place shows above the ladder, and "Me" shows its rows without a wait.
  const around = useQuery(SEASON_LADDER_AROUND_ME, {
    variables: { season: season.number, kind, radius: AROUND_ME_RADIUS },
  });
  const page = useQuery(SEASON_LADDER_PAGE, {
    variables: { season: season.number, kind, ...(view === 'me' ? FIRST_PAGE : view) },
    skip: view === 'me',
  });
  const neighbourhood = around.data?.seasonLadderAroundMe;
  // The last page stays on screen while the next one loads, so the table does not jump.
  const pageData = page.data?.seasonLadder ?? (page.loading ? page.previousData?.seasonLadder : undefined);
  const shown = view === 'me' ? neighbourhood : pageData;
  const rows = shown?.rows ?? [];
  // Where the rows on screen start (the last page's, while the next one loads), so the pager's
  // ranks always name the rows shown.
  const offset = view === 'me' ? neighbourhoodOffset(rows) : (pageData?.offset ?? view.offset);
  const total = shown?.total ?? 0;
  const loading = view === 'me' ? around.loading : page.loading;
  const error = view === 'me' ? around.error : page.error;
  const me = neighbourhood?.me;

  const switchTab = (next: LadderTab) => {
    setTab(next);
    setView(FIRST_PAGE);
  };
  const jumpToMe = () => {
    setView('me');
    // A live ladder moves: the jump shows where the player stands now.
    if (state !== 'final') void around.refetch().catch(() => undefined);
  };

  return (
    <div className="season-ladder">
      <div className="season-ladder__head">
        <Tabs tabs={LADDER_TABS} active={tab} onChange={switchTab} label="Season leaderboards" />
        {neighbourhood && (
          <p className="season-ladder__me">{myPlaceText(me, neighbourhood.total, kind, state)}</p>
        )}
      </div>
      {error && <Message text={failureMessage(error)} failed />}
      <LadderTable
        rows={rows}
        kind={kind}
        playerId={playerId}
        caption={`Season ${season.number}: ${tab}`}
        loading={loading}
        empty={emptyLadderText(kind, state)}
      />
      <LadderPager
        offset={offset}
        shown={rows.length}
        total={shown ? total : undefined}
        loading={loading}
        canPrevious={hasPrevious(offset)}
        canNext={hasNext(offset, rows.length, total)}
        onPrevious={() => setView(previousWindow(offset))}
        onNext={() => setView(nextWindow(offset, rows.length))}
      >
        <button
          type="button"
          className="button button--small button--quiet"
          disabled={!me || view === 'me'}
          onClick={jumpToMe}
        >
          Me
        </button>
      </LadderPager>
    </div>
  );
}
