import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { hashPassword } from '../session/password';
import { Message } from '../ui/Message';
import { REGISTER } from './accountOperations';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import { VisitorFrame } from './VisitorFrame';

/** Spec 000 section 5: word characters, dots or hyphens; an @; domain labels; a final part of 2-4. */
const EMAIL_PATTERN = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;
const REGISTERED =
  'You have successfully registered an account! An activation email has been sent to you. (also check your spam folder).';

export function Register() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const [register, { loading }] = useMutation(REGISTER);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!EMAIL_PATTERN.test(email)) return setMessage('Please enter a valid email address');
    try {
      const { data } = await register({ variables: { username, password: hashPassword(password), email } });
      if (data?.register.success) setRegistered(true);
      else setMessage(data?.register.message ?? null);
    } catch (error) {
      // An HTTP failure returns the form with no message.
      console.warn('registration failed', error);
    }
  };

  if (registered) {
    return (
      <VisitorFrame>
        <h1>Welcome, hunter</h1>
        <p className="message">{REGISTERED}</p>
        <Link to="/login" className="button button--primary">
          After activation pls go to login
        </Link>
      </VisitorFrame>
    );
  }
  return (
    <VisitorFrame>
      <h1>Register</h1>
      <form onSubmit={submit} className="form" noValidate>
        <TextField label="Username" value={username} onChange={setUsername} autoComplete="username" />
        <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
        <TextField label="E-mail" type="email" value={email} onChange={setEmail} autoComplete="email" />
        <button type="submit" className="button button--primary" disabled={loading}>
          REGISTER
        </button>
        {loading && <p className="loading">Loading ...</p>}
        <Message text={message} failed />
      </form>
    </VisitorFrame>
  );
}
