import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { CLIENT_VERSION, appKey } from '@vh/web-kit/clientConfig';

/** The server's version, as the player web's footer shows it (0.0.0 until it answered). */
async function serverVersion(): Promise<string | null> {
  const response = await fetch('/api/version/', {
    headers: { 'X-App-Key': appKey(), 'X-App-Version': CLIENT_VERSION },
    cache: 'no-store',
  }).catch(() => null);
  return response?.ok ? (await response.text()).trim() : null;
}

/** Every admin page's footer: the Imprint link (the player web's page) and 'Version: {version}'. */
export function Footer() {
  const [version, setVersion] = useState('0.0.0');
  useEffect(() => {
    void serverVersion().then((answer) => answer && setVersion(answer));
  }, []);
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', gap: 3, justifyContent: 'center', py: 2, color: 'text.secondary' }}
    >
      <Link href="/imprint">Imprint</Link>
      <span>Version: {version}</span>
    </Box>
  );
}
