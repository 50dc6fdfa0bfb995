// Player web service worker: hashed build assets are immutable, so they are served cache-first; pages
// and API calls always go to the network (a stale page would talk to a newer API).
const ASSETS = 'vh-assets-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (!url.pathname.startsWith('/assets/')) return;
  event.respondWith(
    caches.open(ASSETS).then(async (cache) => {
      const cached = await cache.match(event.request);
      if (cached) return cached;
      const response = await fetch(event.request);
      if (response.ok) await cache.put(event.request, response.clone());
      return response;
    }),
  );
});

// Push reminders (docs/reminders.md): the game service sends { title, body, tag, url } encrypted to
// this browser's subscription; the tag makes a repeated reminder replace its notification.
self.addEventListener('push', (event) => {
  let reminder;
  try {
    reminder = event.data ? event.data.json() : null;
  } catch {
    reminder = null;
  }
  if (!reminder || typeof reminder.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.tag,
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { url: typeof reminder.url === 'string' && reminder.url.startsWith('/') ? reminder.url : '/' },
    }),
  );
});

// A click focuses an open game tab (and takes it to the reminder's page), or opens the game.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const game = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!game) return self.clients.openWindow(target);
      await game.focus();
      if ('navigate' in game) await game.navigate(target).catch(() => undefined);
      return undefined;
    }),
  );
});
