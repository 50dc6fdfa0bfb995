import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { checkVersion } from './versionCheck';

/** Every page's footer: the Imprint link and the server's version (0.0.0 until it answered). */
export function Footer() {
  const [version, setVersion] = useState('0.0.0');
  useEffect(() => {
    void checkVersion().then((answer) => answer && setVersion(answer));
  }, []);
  return (
    <footer className="footer">
      <Link to="/imprint">Imprint</Link>
      <span>Version: {version}</span>
    </footer>
  );
}
