import { useId, useState } from 'react';

/** A masked password field with the show/hide toggle of the login and register forms. */
export function PasswordField({
  value,
  onChange,
  label = 'Password',
  toggle = true,
  autoComplete = 'current-password',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  toggle?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__row">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          required
        />
        {toggle && (
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => setShown(!shown)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
    </div>
  );
}
