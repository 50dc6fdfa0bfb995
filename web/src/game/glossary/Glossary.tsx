import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { GENERIC_FAILURE } from '../../api/errors';
import { GameImage } from '../../ui/GameImage';
import { Message } from '../../ui/Message';
import { GLOSSARY_STATS } from './statsQuery';
import '../../styles/world.css';

/** Every stat a player can meet, alphabetically (spec 000 section 2, Glossary). */
export function Glossary() {
  const { data, loading, error } = useQuery(GLOSSARY_STATS);
  const stats = useMemo(() => [...(data?.stats ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [data]);

  return (
    <section className="panel glossary" aria-labelledby="glossary-heading">
      <header className="world-header">
        <h1 id="glossary-heading">Glossary</h1>
        <p className="world-header__note">
          The powers that shape every hunt: <Link to="/simulator">try them in the setup simulator</Link>
        </p>
      </header>
      {error && <Message text={GENERIC_FAILURE} failed />}
      {loading && stats.length === 0 ? (
        <p className="loading">Loading ...</p>
      ) : (
        <ul className="glossary__list" aria-label="Stats">
          {stats.map((stat) => (
            <li key={stat.id} className="glossary-entry">
              <GameImage id={stat.imageId} alt="" className="glossary-entry__image" />
              <div className="glossary-entry__text">
                <h2 className="glossary-entry__name">{stat.name}</h2>
                {stat.flavorText && <p className="world-flavor">{stat.flavorText}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
