import { useMutation, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { GameImage } from '../../../ui/GameImage';
import { Message } from '../../../ui/Message';
import { REFRESH_PLAYER } from '../../player/meQuery';
import { playerName } from '../socialPlayer';
import { agoText, hourText, timeLeft } from '../socialText';
import { useNow } from '../useNow';
import { useOutcome } from '../useOutcome';
import { CLAIM_ALL_GIFTS, CLAIM_GIFT, MY_GIFTS, type WaitingGift } from './giftOperations';
import { claimLimitText, claimedText } from './giftText';

/** A claim changes the box and the inventory (the sidebar's bait and the Inventory screen). */
const REFRESH_AFTER_CLAIM = ['MyGifts', ...REFRESH_PLAYER];

/** /gifts: the gifts friends sent, claimed one by one or all at once, up to the daily limit. */
export function GiftsScreen() {
  const heading = useId();
  const { data, error } = useQuery(MY_GIFTS, { fetchPolicy: 'cache-and-network' });
  const { busy, run, message } = useOutcome();
  const now = useNow();
  const [claimOne] = useMutation(CLAIM_GIFT, { refetchQueries: REFRESH_AFTER_CLAIM });
  const [claimAll] = useMutation(CLAIM_ALL_GIFTS, { refetchQueries: REFRESH_AFTER_CLAIM });
  if (error && !data) return <Message text={failureMessage(error)} failed />;
  if (!data) return <p className="loading">Loading ...</p>;
  const box = data.myGifts;
  const full = box.claimedToday >= box.claimLimit;

  const claim = (gift: WaitingGift) =>
    run(async () => {
      const answer = await claimOne({ variables: { id: gift.id } });
      const claimed = answer.data?.claimGift;
      return claimed ? `Claimed ${claimedText([claimed])}: it is in your inventory.` : null;
    });
  const claimEverything = () =>
    run(async () => {
      const answer = await claimAll();
      const claimed = answer.data?.claimAllGifts.claimed ?? [];
      return claimed.length > 0
        ? `Claimed ${claimedText(claimed)}: it is in your inventory.`
        : 'There was nothing left to claim today.';
    });

  return (
    <div className="social-screen__panels">
      <section className="panel social-screen__panel" aria-labelledby={heading}>
        <div className="social-screen__panel-head">
          <h2 id={heading}>Waiting for you</h2>
          <p className={full ? 'social-screen__limit social-screen__limit--full' : 'social-screen__limit'}>
            {claimLimitText(box.claimedToday, box.claimLimit)}
          </p>
        </div>
        {box.setting ? (
          <p className="social-screen__note">
            Each friend may send you {box.setting.amount} × {box.setting.item.name} once a day. Gifts wait 7
            days for you.
          </p>
        ) : (
          <p className="social-screen__note social-screen__note--closed" role="status">
            Gifts are closed: no gift item is set yet, so nobody can send one. Gifts sent before wait here
            until they expire.
          </p>
        )}
        {message}
        {box.waiting.length === 0 ? (
          <p className="social-screen__empty">
            No gift is waiting. Friends send one a day: <Link to="/friends">your friends</Link>.
          </p>
        ) : (
          <>
            <div className="button-row">
              <button
                type="button"
                className="button button--primary"
                disabled={busy || full}
                onClick={() => void claimEverything()}
              >
                Claim all
              </button>
            </div>
            <ul className="gift-list" aria-label="Waiting gifts">
              {box.waiting.map((gift) => {
                const left = timeLeft(gift.expiresAt, now);
                return (
                  <li key={gift.id} className="gift">
                    <GameImage id={gift.item.imageId} alt={gift.item.name} thumb className="gift__image" />
                    <div className="gift__text">
                      <span className="gift__item" style={{ color: gift.item.rarityRef?.colorHex }}>
                        {gift.amount} × {gift.item.name}
                      </span>
                      <span className="gift__from">
                        From {playerName(gift.from)} ·{' '}
                        <time dateTime={gift.sentAt} title={hourText(gift.sentAt)}>
                          {agoText(gift.sentAt, now)}
                        </time>
                      </span>
                      <time
                        className="gift__expiry"
                        dateTime={gift.expiresAt}
                        title={hourText(gift.expiresAt)}
                      >
                        {left ? `Expires in ${left}` : 'Expired'}
                      </time>
                    </div>
                    <button
                      type="button"
                      className="button button--small button--primary"
                      disabled={busy || full || !left}
                      aria-label={`Claim ${gift.amount} × ${gift.item.name} from ${playerName(gift.from)}`}
                      onClick={() => void claim(gift)}
                    >
                      Claim
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
