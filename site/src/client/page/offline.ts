// Every page registers the site's service worker (scripts/service-worker.ts) once it has loaded,
// so the worker's first download of the offline shell never competes with the page's own; the
// watch for a new build (offline-update.ts) comes after that, as a script of its own (bundled
// apart with `?worker&url`: a dynamic import() here would bring Vite's preload helper, 0.7 KB
// gzipped, into every page). The page's first-load script carries just these lines (about 0.1 KB
// gzipped). Where no worker can be had (a browser that refuses one, `astro dev` without sw.js, a
// test stubbing registration out) the site works as before.
import watcher from './offline-update.ts?worker&url';

const script = document.body.dataset.sw;
if (script) {
  addEventListener('load', () => {
    navigator.serviceWorker?.register(script).then(
      (reg?: ServiceWorkerRegistration) => {
        if (reg) document.head.append(Object.assign(document.createElement('script'), { src: watcher }));
      },
      () => undefined,
    );
  });
}
