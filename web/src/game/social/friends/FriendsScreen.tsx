import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { GameImage } from '../../../ui/GameImage';
import { Message } from '../../../ui/Message';
import type { Player } from '../../player/meQuery';
import { ConfirmButton } from '../ConfirmButton';
import { PlayerLine } from '../PlayerLine';
import { playerName } from '../socialPlayer';
import { agoText, counted, friendLimitText } from '../socialText';
import { useNow } from '../useNow';
import { useOutcome } from '../useOutcome';
import {
  ANSWER_FRIEND_REQUEST,
  BLOCK_PLAYER,
  CANCEL_FRIEND_REQUEST,
  MY_FRIENDS,
  REFRESH_FRIENDS,
  REMOVE_FRIEND,
  REQUEST_FRIEND,
  SEND_GIFT,
  SEND_GIFTS_TO_ALL,
  UNBLOCK_PLAYER,
  type FriendEntry,
  type FriendsData,
} from './friendOperations';

/** /friends: the friend list with gifts, requests by name both ways, removing and blocking. */
export function FriendsScreen({ player }: { player: Player }) {
  const { data, error } = useQuery(MY_FRIENDS, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <Message text={failureMessage(error)} failed />;
  if (!data) return <p className="loading">Loading ...</p>;
  return (
    <div className="social-screen__panels">
      <FriendList data={data} />
      <AddFriend myName={player.name} />
      <Requests data={data} />
      <Blocked data={data} />
    </div>
  );
}

function FriendList({ data }: { data: FriendsData }) {
  const heading = useId();
  const { busy, run, message } = useOutcome();
  const [sendGift] = useMutation(SEND_GIFT, { refetchQueries: REFRESH_FRIENDS });
  const [sendToAll] = useMutation(SEND_GIFTS_TO_ALL, { refetchQueries: REFRESH_FRIENDS });
  const [removeFriend] = useMutation(REMOVE_FRIEND, { refetchQueries: REFRESH_FRIENDS });
  const [block] = useMutation(BLOCK_PLAYER, { refetchQueries: REFRESH_FRIENDS });
  const friends = data.myFriends;
  const setting = data.giftSetting;
  const ungifted = friends.filter((friend) => !friend.giftSentToday).length;

  const gift = (friend: FriendEntry) =>
    run(async () => {
      await sendGift({ variables: { friendId: friend.player.userId } });
      return `Gift sent to ${playerName(friend.player)}.`;
    });
  const giftAll = () =>
    run(async () => {
      const answer = await sendToAll();
      const sent = answer.data?.sendGiftsToAll.sent ?? 0;
      return sent > 0 ? `${counted(sent, 'gift')} sent.` : 'Every friend has had a gift today.';
    });

  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <div className="social-screen__panel-head">
        <h2 id={heading}>Your friends</h2>
        <p className="social-screen__limit">
          {friendLimitText(
            friends.length,
            data.myFriendRequests.outgoing.length,
            data.friendLimits.maxFriends,
          )}
        </p>
      </div>
      {setting ? (
        <div className="gift-bar">
          <GameImage id={setting.item.imageId} alt={setting.item.name} thumb className="gift-bar__image" />
          <p className="gift-bar__text">
            Today's gift: {setting.amount} × {setting.item.name}, free to each friend once a day.
          </p>
          <button
            type="button"
            className="button button--small button--primary"
            disabled={busy || ungifted === 0}
            onClick={() => void giftAll()}
          >
            Send to all
          </button>
        </div>
      ) : (
        <p className="social-screen__note">Gifts are closed: no gift item is set yet.</p>
      )}
      {message}
      {friends.length === 0 ? (
        <p className="social-screen__empty">No friends yet: send a request by name below.</p>
      ) : (
        <ul className="player-list" aria-label="Friends">
          {friends.map((friend) => {
            const name = playerName(friend.player);
            return (
              <PlayerLine key={friend.player.userId} player={friend.player}>
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy || !setting || friend.giftSentToday}
                  aria-label={friend.giftSentToday ? `Gift sent to ${name} today` : `Send ${name} a gift`}
                  onClick={() => void gift(friend)}
                >
                  {friend.giftSentToday ? 'Gift sent' : 'Gift'}
                </button>
                <ConfirmButton
                  label="Remove"
                  ariaLabel={`Remove ${name}`}
                  title={`Remove ${name}?`}
                  disabled={busy}
                  onConfirm={() =>
                    void run(async () => {
                      await removeFriend({ variables: { userId: friend.player.userId } });
                      return `${name} is no longer your friend.`;
                    })
                  }
                >
                  <p>{name} leaves your friend list and you leave theirs. Gifts already sent stay theirs.</p>
                </ConfirmButton>
                <ConfirmButton
                  label="Block"
                  ariaLabel={`Block ${name}`}
                  title={`Block ${name}?`}
                  disabled={busy || !friend.player.name}
                  onConfirm={() =>
                    void run(async () => {
                      await block({ variables: { name: friend.player.name ?? '' } });
                      return `${name} is blocked.`;
                    })
                  }
                >
                  <p>
                    The friendship ends, and {name} can no longer send you requests, gifts or coven
                    invitations, nor see you. You can unblock them later.
                  </p>
                </ConfirmButton>
              </PlayerLine>
            );
          })}
        </ul>
      )}
      <p className="social-screen__more">
        <Link to="/gifts">Gifts your friends sent you</Link>
      </p>
    </section>
  );
}

function AddFriend({ myName }: { myName: string }) {
  const heading = useId();
  const field = useId();
  const [name, setName] = useState('');
  const { busy, run, message } = useOutcome();
  const [request] = useMutation(REQUEST_FRIEND, { refetchQueries: REFRESH_FRIENDS });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    void run(async () => {
      await request({ variables: { name: wanted } });
      setName('');
      return `Friend request sent to ${wanted}.`;
    });
  };
  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <h2 id={heading}>Add a friend</h2>
      <form className="social-form" onSubmit={submit}>
        <label htmlFor={field}>Player name</label>
        <div className="field__row">
          <input
            id={field}
            value={name}
            autoComplete="off"
            maxLength={64}
            placeholder={`Not you, ${myName}`}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy || !name.trim()}>
            Send request
          </button>
        </div>
      </form>
      {message}
    </section>
  );
}

function Requests({ data }: { data: FriendsData }) {
  const heading = useId();
  const { busy, run, message } = useOutcome();
  const [answer] = useMutation(ANSWER_FRIEND_REQUEST, { refetchQueries: REFRESH_FRIENDS });
  const [cancel] = useMutation(CANCEL_FRIEND_REQUEST, { refetchQueries: REFRESH_FRIENDS });
  const { incoming, outgoing } = data.myFriendRequests;
  const now = useNow();
  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <h2 id={heading}>Requests</h2>
      {message}
      <h3>Asking you</h3>
      {incoming.length === 0 ? (
        <p className="social-screen__empty">Nobody is asking you right now.</p>
      ) : (
        <ul className="player-list" aria-label="Requests to you">
          {incoming.map((request) => {
            const name = playerName(request.from);
            return (
              <PlayerLine
                key={request.id}
                player={request.from}
                note={`Asked ${agoText(request.createdAt, now)}`}
              >
                <button
                  type="button"
                  className="button button--small button--primary"
                  disabled={busy}
                  aria-label={`Accept ${name}`}
                  onClick={() =>
                    void run(async () => {
                      await answer({ variables: { id: request.id, accept: true } });
                      return `${name} is your friend now.`;
                    })
                  }
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy}
                  aria-label={`Decline ${name}`}
                  onClick={() =>
                    void run(async () => {
                      await answer({ variables: { id: request.id, accept: false } });
                      return `You declined ${name}.`;
                    })
                  }
                >
                  Decline
                </button>
              </PlayerLine>
            );
          })}
        </ul>
      )}
      <h3>Sent by you</h3>
      {outgoing.length === 0 ? (
        <p className="social-screen__empty">No request of yours is waiting.</p>
      ) : (
        <ul className="player-list" aria-label="Requests you sent">
          {outgoing.map((request) => {
            const name = playerName(request.to);
            return (
              <PlayerLine key={request.id} player={request.to} note="Waiting for an answer">
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy}
                  aria-label={`Cancel the request to ${name}`}
                  onClick={() =>
                    void run(async () => {
                      await cancel({ variables: { id: request.id } });
                      return `Request to ${name} withdrawn.`;
                    })
                  }
                >
                  Cancel
                </button>
              </PlayerLine>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Blocked({ data }: { data: FriendsData }) {
  const heading = useId();
  const field = useId();
  const [name, setName] = useState('');
  const { busy, run, message } = useOutcome();
  const [block] = useMutation(BLOCK_PLAYER, { refetchQueries: REFRESH_FRIENDS });
  const [unblock] = useMutation(UNBLOCK_PLAYER, { refetchQueries: REFRESH_FRIENDS });
  const blocked = data.myBlocks;
  const blockNamed = () => {
    const wanted = name.trim();
    return run(async () => {
      await block({ variables: { name: wanted } });
      setName('');
      return `${wanted} is blocked.`;
    });
  };
  return (
    <section className="panel social-screen__panel" aria-labelledby={heading}>
      <h2 id={heading}>Blocked players</h2>
      <p className="social-screen__note">
        A blocked player cannot send you requests, gifts or coven invitations, nor see you.
      </p>
      {message}
      {blocked.length === 0 ? (
        <p className="social-screen__empty">You have blocked nobody.</p>
      ) : (
        <ul className="player-list" aria-label="Blocked players">
          {blocked.map((other) => {
            const otherName = playerName(other);
            return (
              <PlayerLine key={other.userId} player={other}>
                <button
                  type="button"
                  className="button button--small"
                  disabled={busy}
                  aria-label={`Unblock ${otherName}`}
                  onClick={() =>
                    void run(async () => {
                      await unblock({ variables: { userId: other.userId } });
                      return `${otherName} is unblocked.`;
                    })
                  }
                >
                  Unblock
                </button>
              </PlayerLine>
            );
          })}
        </ul>
      )}
      <form
        className="social-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) void blockNamed();
        }}
      >
        <label htmlFor={field}>Block a player by name</label>
        <div className="field__row">
          <input
            id={field}
            value={name}
            autoComplete="off"
            maxLength={64}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button" disabled={busy || !name.trim()}>
            Block
          </button>
        </div>
      </form>
    </section>
  );
}
