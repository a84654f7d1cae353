// The installed site's icons (site/public/icons/icon-192.png and icon-512.png, named by the web app
// manifests, site/src/lib/app-manifest.ts): a Bashni column of three pieces, drawn from the SVG
// below with resvg. Maskable: the background fills the whole square and the column keeps inside
// the central circle of 80 % that every launcher's mask leaves whole. The PNGs are committed; run
// `npx tsx scripts/app-icons.ts` after changing the drawing (test/scripts/app-icons.test.ts checks
// that the committed files are this drawing's).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

/** The column on the favicon's wood, in a 512 square: a black piece under two white ones (a captured man carried). */
export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" fill="#8b5a3c"/>
<ellipse cx="256" cy="336" rx="150" ry="50" fill="#2a2a2a" stroke="#111111" stroke-width="8"/>
<rect x="106" y="300" width="300" height="36" fill="#2a2a2a"/>
<path d="M106 300v36M406 300v36" stroke="#111111" stroke-width="8"/>
<ellipse cx="256" cy="300" rx="150" ry="50" fill="#2a2a2a" stroke="#111111" stroke-width="8"/>
<ellipse cx="256" cy="300" rx="100" ry="32" fill="none" stroke="#444444" stroke-width="6"/>
<ellipse cx="256" cy="270" rx="150" ry="50" fill="#f4eee2" stroke="#5b5144" stroke-width="8"/>
<rect x="106" y="234" width="300" height="36" fill="#f4eee2"/>
<path d="M106 234v36M406 234v36" stroke="#5b5144" stroke-width="8"/>
<ellipse cx="256" cy="234" rx="150" ry="50" fill="#f4eee2" stroke="#5b5144" stroke-width="8"/>
<ellipse cx="256" cy="234" rx="100" ry="32" fill="none" stroke="#c9bfae" stroke-width="6"/>
<ellipse cx="256" cy="204" rx="150" ry="50" fill="#f4eee2" stroke="#5b5144" stroke-width="8"/>
<rect x="106" y="168" width="300" height="36" fill="#f4eee2"/>
<path d="M106 168v36M406 168v36" stroke="#5b5144" stroke-width="8"/>
<ellipse cx="256" cy="168" rx="150" ry="50" fill="#f4eee2" stroke="#5b5144" stroke-width="8"/>
<ellipse cx="256" cy="168" rx="100" ry="32" fill="none" stroke="#c9bfae" stroke-width="6"/>
</svg>`;

/** The sizes the manifests name (Chromium's install wants one of at least 144 px; splash screens 512). */
export const ICON_SIZES = [192, 512] as const;

/** The icon as PNG, `size` pixels square. */
export function iconPng(size: number): Buffer {
  return new Resvg(ICON_SVG, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** Where the icon of `size` is kept. */
export function iconFile(size: number): string {
  return fileURLToPath(new URL(`../site/public/icons/icon-${size}.png`, import.meta.url));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const size of ICON_SIZES) {
    const png = iconPng(size);
    writeFileSync(iconFile(size), png);
    console.log(`${iconFile(size)}: ${size}×${size}, ${png.length} bytes`);
  }
}
