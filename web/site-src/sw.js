// The playground's service worker: network first, the last copy when the
// network is gone, so the page works offline once it has been loaded.
// Only this origin's GET requests are answered; the page makes no others.
// The files come from files.json, which scripts/build_web_site.sh writes.
const CACHE = "urigram-playground-v1";

self.addEventListener("install", (event) => {
  event.waitUntil(
    fetch("files.json")
      .then((res) => res.json())
      .then((files) => caches.open(CACHE).then((c) => c.addAll(files)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(req)
      .then((res) => {
        if (res.ok) {
          const copy = res.clone();
          caches.open(CACHE).then((c) => c.put(req, copy));
        }
        return res;
      })
      .catch(() => caches.match(req, { ignoreSearch: true }).then((hit) => hit || Response.error())),
  );
});
