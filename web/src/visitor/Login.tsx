import { useMutation } from '@apollo/client/react';
import { ServerError } from '@apollo/client/errors';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { deviceTokenFor, rememberDeviceToken } from '../session/deviceTokens';
import { hashPassword } from '../session/password';
import { storeToken, storedToken } from '@vh/web-kit/token';
import { Message } from '../ui/Message';
import { LOGIN, REQUEST_PASSWORD_RESET } from './accountOperations';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import { VisitorFrame } from './VisitorFrame';

export function Login() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [login, { loading }] = useMutation(LOGIN);
  const [requestReset] = useMutation(REQUEST_PASSWORD_RESET);

  if (storedToken()) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const { data } = await login({
        variables: { username, password: hashPassword(password), deviceToken: deviceTokenFor(username) },
      });
      const answer = data?.login;
      if (answer?.success && answer.accessToken) {
        if (answer.deviceToken) rememberDeviceToken(username, answer.deviceToken);
        storeToken(answer.accessToken);
        navigate('/', { replace: true });
      } else {
        setMessage({ text: `Login Failed: ${answer?.message ?? ''}`, failed: true });
      }
    } catch (error) {
      if (ServerError.is(error))
        setMessage({ text: `Login Failed: ${error.response.statusText}`, failed: true });
      else console.warn('login failed', error);
    }
  };

  const forgotPassword = async () => {
    if (!username) return setMessage({ text: 'Please enter your username', failed: true });
    try {
      const { data } = await requestReset({ variables: { username } });
      setMessage(
        data?.requestPasswordReset.success
          ? { text: 'Email sent to your email address', failed: false }
          : { text: 'Username not found', failed: true },
      );
    } catch {
      setMessage({ text: 'Username not found', failed: true });
    }
  };

  return (
    <VisitorFrame>
      <h1>Login</h1>
      <form onSubmit={submit} className="form">
        <TextField label="Username" value={username} onChange={setUsername} autoComplete="username" />
        <PasswordField value={password} onChange={setPassword} />
        <button type="button" className="link-button" onClick={forgotPassword}>
          Forgot Password (click here)
        </button>
        <button type="submit" className="button button--primary" disabled={loading}>
          LOGIN
        </button>
        <Link to="/register" className="button button--quiet">
          SIGN UP
        </Link>
        <Message text={message?.text} failed={message?.failed} />
      </form>
    </VisitorFrame>
  );
}
