// Every page registers the site's service worker (scripts/service-worker.ts) once it has loaded,
// so the worker's first download of the offline shell never competes with the page's own; what
// watches for a new build (offline-update.ts) loads after that. The page's first-load script
// carries just these lines (about 0.1 KB gzipped). Where no worker can be had (a browser that
// refuses one, `astro dev` without sw.js, a test stubbing registration out) the site works as before.
const script = document.body.dataset.sw;
if (script) {
  addEventListener('load', () => {
    navigator.serviceWorker?.register(script).then(
      (reg?: ServiceWorkerRegistration) => reg && import('./offline-update.ts').then((m) => m.watchUpdates(reg)),
      () => undefined,
    );
  });
}
