import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import type { LatestNewsQuery } from '../../__generated__/graphql';
import { NEWS_COUNT } from '../../config';
import { logout } from '@vh/web-kit/token';
import { GameImage } from '../../ui/GameImage';
import { Popup } from '../../ui/Popup';
import { dateTime } from '../../ui/format';
import { MusicPlayer } from '../shell/MusicPlayer';
import { InboxLink } from '../social/inbox/InboxLink';
import { SocialLinks } from './SocialLinks';
import '../../styles/premium.css';

const LATEST_NEWS = graphql(`
  query LatestNews($count: Int!) {
    latestNews(offset: 0, count: $count) {
      ...NewsHeadlineFields
    }
  }
`);

type News = LatestNewsQuery['latestNews'][number];
const ROTATE_MS = 8000;

/**
 * The news header: logout, music, the inbox with its unread count, the carousel of the latest five
 * news with a popup, social links.
 */
export function NewsHeader() {
  const { data } = useQuery(LATEST_NEWS, { variables: { count: NEWS_COUNT } });
  const news = data?.latestNews ?? [];
  const [index, setIndex] = useState(0);
  const [opened, setOpened] = useState<News | null>(null);

  useEffect(() => {
    if (news.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % news.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [news.length]);

  const shown = news[index % Math.max(1, news.length)];
  return (
    <header className="news-header">
      <div className="news-header__tools">
        <button type="button" className="button button--small button--quiet" onClick={logout}>
          Logout
        </button>
        <MusicPlayer />
        <InboxLink />
        <Link to="/premiumShop" className="button button--small news-header__premium">
          Premium Shop
        </Link>
      </div>
      <div className="carousel" aria-label="News">
        {shown && (
          <button type="button" className="carousel__item" onClick={() => setOpened(shown)}>
            <strong>{shown.header}</strong>
            <span>{dateTime(shown.timestamp)}</span>
          </button>
        )}
        <div className="carousel__dots">
          {news.map((item, position) => (
            <button
              key={item.id}
              type="button"
              className={position === index ? 'dot dot--active' : 'dot'}
              aria-label={`News ${position + 1}`}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
      </div>
      <SocialLinks />
      {opened && (
        <Popup title={opened.header} onClose={() => setOpened(null)} stayOpen>
          <GameImage
            id={opened.imageId}
            animatedId={opened.animatedImageId}
            alt={opened.header}
            className="news-image"
          />
          <p className="news-message">{opened.message}</p>
        </Popup>
      )}
    </header>
  );
}
