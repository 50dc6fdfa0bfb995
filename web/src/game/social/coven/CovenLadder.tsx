import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { Message } from '../../../ui/Message';
import { LadderPager } from '../../ladder/LadderPager';
import { CovenEmblem } from './EmblemPicker';
import { COVEN_LADDER } from './covenOperations';
import { membersText } from './covenRules';

const PAGE = 20;

/** /coven/ladder: covens by their members' season points (the seasons of the Competition area). */
export function CovenLadder({ myCovenId }: { myCovenId: number | null }) {
  const heading = useId();
  const [offset, setOffset] = useState(0);
  const { data, error, loading } = useQuery(COVEN_LADDER, {
    variables: { limit: PAGE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.covenLadder;
  const rows = page?.rows ?? [];
  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <div className="social-screen__panel-head">
        <h2 id={heading}>Coven ladder</h2>
        {myCovenId === null && <Link to="/coven">← Found or join a coven</Link>}
      </div>
      <p className="season-summary__rule">
        A coven scores its members' points of the running season; the ladder starts again with each season.
      </p>
      {error && <Message text={failureMessage(error)} failed />}
      <div className={loading ? 'ladder__page ladder__page--loading' : 'ladder__page'} aria-busy={loading}>
        {rows.length === 0 ? (
          <p className="loading">{loading ? 'Loading ...' : 'No coven has points this season yet.'}</p>
        ) : (
          <div className="ladder__scroll">
            <table className="ladder-table coven-ladder">
              <caption className="visually-hidden">Coven ladder</caption>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">
                    <span className="visually-hidden">Emblem</span>
                  </th>
                  <th scope="col">Coven</th>
                  <th scope="col">Points</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const mine = row.coven.id === myCovenId;
                  return (
                    <tr
                      key={row.coven.id}
                      className={mine ? 'ladder-row ladder-row--mine' : 'ladder-row'}
                      aria-current={mine ? 'true' : undefined}
                    >
                      <td
                        className={`ladder-row__rank ${row.rank <= 3 ? `ladder-row__rank--top${row.rank}` : ''}`}
                      >
                        {row.rank}
                      </td>
                      <td className="ladder-row__avatar">
                        <CovenEmblem
                          imageId={row.coven.emblemImageId}
                          name={row.coven.name}
                          className="ladder-avatar"
                        />
                      </td>
                      <th scope="row" className="ladder-row__name" title={row.coven.name}>
                        {row.coven.name}
                        {mine && <span className="ladder-row__you">Yours</span>}
                        <span className="coven-ladder__members">
                          {membersText(row.coven.memberCount, row.coven.maxMembers)}
                        </span>
                      </th>
                      <td className="ladder-row__score">{row.seasonPoints.toLocaleString()}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <LadderPager
        offset={offset}
        shown={rows.length}
        total={page?.total}
        loading={loading}
        canPrevious={offset > 0}
        canNext={page !== undefined && offset + rows.length < page.total}
        onPrevious={() => setOffset(Math.max(0, offset - PAGE))}
        onNext={() => setOffset(offset + PAGE)}
      />
    </section>
  );
}
