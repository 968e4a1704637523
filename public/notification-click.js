/* global self */
// Imported by the offline worker (build/offline-worker.ts), kept free of imports so it loads as it is.
// A push from the lead desk shows a staff alert; a click on any alert shown through the worker (a push's,
// or the staff alerts' when the page's own are refused) focuses a tab of the site on the lead, or opens one.
// Only paths of this site are opened.

/** A path of this site, or null: never another origin's address, nor a protocol-relative one (`//host`). */
const sitePath = (url) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null);
const text = (value) => (typeof value === 'string' && value.trim() !== '' ? value : null);

// Every push shows a notification, whatever it carries: Safari takes the permission back from a site whose
// push shows nothing, and Chrome shows its own "updated in the background" line instead.
self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    // Not JSON: still a lead, shown with the words below.
  }
  const lead = typeof message === 'object' && message !== null ? message : {};
  const options = { body: text(lead.body) || 'Open the back office to see it.' };
  if (text(lead.tag)) options.tag = lead.tag;
  if (sitePath(lead.url)) options.data = { url: lead.url };
  event.waitUntil(self.registration.showNotification(text(lead.title) || 'New lead', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sitePath(event.notification.data && event.notification.data.url);
  if (!path) return;
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab =
        tabs.find((client) => client.url === target) || tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (!tab) return self.clients.openWindow(target);
      // Focused at once, while the tap still allows it (a slow link's navigation can outlast that), and brought to the lead.
      return Promise.all([tab.focus(), tab.url === target ? null : tab.navigate(target)]);
    }),
  );
});
