import type { ReactNode } from 'react';
import { dateTime } from '../../ui/format';
import '../../styles/journal.css';

interface Props {
  type: number;
  /** Names the look: combat-victory, travel, rank-up ... */
  kind: string;
  /** A finer shade of the look (a combat's result). */
  tone?: string;
  title: string;
  /** The picture beside the entry: an image, or a sigil when the entry has none. */
  media: ReactNode;
  tags?: ReactNode;
  timestamp: number;
  children?: ReactNode;
}

/** The frame every journal entry shares: picture, heading with tags, time, then its own content. */
export function EntryFrame({ type, kind, tone, title, media, tags, timestamp, children }: Props) {
  return (
    <article
      className={`journal-entry journal-entry--${kind}${tone ? ` journal-entry--${tone}` : ''}`}
      data-testid="journal-entry"
      data-type={type}
    >
      <div className="journal-entry__media">{media}</div>
      <div className="journal-entry__body">
        <header className="journal-entry__header">
          <h3 className="journal-entry__title">{title}</h3>
          {tags}
          <time className="journal-entry__time" dateTime={new Date(timestamp * 1000).toISOString()}>
            {dateTime(timestamp)}
          </time>
        </header>
        {children}
      </div>
    </article>
  );
}

/** A drawn mark for entries without a picture. */
export function Sigil({ glyph, kind }: { glyph: string; kind: string }) {
  return (
    <span className={`journal-sigil journal-sigil--${kind}`} aria-hidden="true">
      {glyph}
    </span>
  );
}
