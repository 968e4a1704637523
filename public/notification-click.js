/* global self */
// Imported by the offline worker (build/offline-worker.ts): a click on a staff alert shown through the
// worker focuses a tab of the site on the lead, or opens one. Only paths of this site are opened.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.url;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return;
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab =
        tabs.find((client) => client.url === target) || tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (!tab) return self.clients.openWindow(target);
      return (tab.url === target ? Promise.resolve(tab) : tab.navigate(target)).then((client) => (client || tab).focus());
    }),
  );
});
