import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { GameImage } from '../../../ui/GameImage';
import { Message } from '../../../ui/Message';
import { Popup } from '../../../ui/Popup';
import { COVEN_EMBLEMS } from './covenOperations';
import { emblemChoices } from './covenRules';

/** A coven's emblem, or its initial when it has none. */
export function CovenEmblem({
  imageId,
  name,
  className = '',
}: {
  imageId: number | null | undefined;
  name: string;
  className?: string;
}) {
  if (imageId == null)
    return (
      <span
        className={`coven-emblem coven-emblem--none ${className}`}
        role="img"
        aria-label={`${name}: no emblem`}
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  return <GameImage id={imageId} alt={`Emblem of ${name}`} thumb className={`coven-emblem ${className}`} />;
}

/** The emblem field: the chosen picture and a dialog of the content's emblem pictures to choose from. */
export function EmblemPicker({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (imageId: number | null) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="emblem-field">
      {value == null ? (
        <span className="coven-emblem coven-emblem--none emblem-field__preview" aria-hidden="true">
          ?
        </span>
      ) : (
        <GameImage id={value} alt="The chosen emblem" thumb className="coven-emblem emblem-field__preview" />
      )}
      <button
        type="button"
        className="button button--small"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {value == null ? 'Choose an emblem' : 'Change the emblem'}
      </button>
      {open && (
        <EmblemDialog
          value={value}
          onClose={() => setOpen(false)}
          onChoose={(imageId) => {
            onChange(imageId);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

function EmblemDialog({
  value,
  onClose,
  onChoose,
}: {
  value: number | null;
  onClose: () => void;
  onChoose: (imageId: number | null) => void;
}) {
  const { data, error } = useQuery(COVEN_EMBLEMS, { fetchPolicy: 'cache-first' });
  const choices = data ? emblemChoices(data.items) : [];
  return (
    <Popup title="Choose an emblem" onClose={onClose} stayOpen>
      {error && !data && <Message text={failureMessage(error)} failed />}
      {!data && !error && <p className="loading">Loading ...</p>}
      {data && (
        <ul className="emblem-grid" aria-label="Emblems">
          <li>
            <button
              type="button"
              className="emblem-choice"
              aria-pressed={value == null}
              onClick={() => onChoose(null)}
            >
              <span className="coven-emblem coven-emblem--none" aria-hidden="true">
                ?
              </span>
              <span className="emblem-choice__name">No emblem</span>
            </button>
          </li>
          {choices.map((choice) => (
            <li key={choice.imageId}>
              <button
                type="button"
                className="emblem-choice"
                aria-pressed={value === choice.imageId}
                onClick={() => onChoose(choice.imageId)}
              >
                <GameImage id={choice.imageId} alt="" thumb className="coven-emblem" />
                <span className="emblem-choice__name">{choice.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popup>
  );
}
