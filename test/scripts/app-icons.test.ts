// The installed site's icons (scripts/app-icons.ts): the committed PNGs are the drawing's, at the
// sizes the manifests name, and maskable (the background fills every corner; the column stays in
// the central circle of 80 % that a launcher's mask keeps).
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, iconFile, iconPng } from '../../scripts/app-icons.ts';

const WOOD = [0x8b, 0x5a, 0x3c, 0xff];

describe('app icons', () => {
  for (const size of ICON_SIZES) {
    it(`icon-${size}.png is the drawing rendered at ${size} px, opaque wood outside the safe circle`, () => {
      const committed = PNG.sync.read(readFileSync(iconFile(size)));
      const drawn = PNG.sync.read(iconPng(size));
      expect([committed.width, committed.height]).toEqual([size, size]);
      expect(Buffer.compare(committed.data, drawn.data), 'run `npm run site:icons` after changing the drawing').toBe(0);
      const at = (x: number, y: number) => [...committed.data.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
      const c = size / 2;
      const r = 0.4 * size;
      const off: string[] = [];
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          if ((x + 0.5 - c) ** 2 + (y + 0.5 - c) ** 2 > (r + 1) ** 2 && at(x, y).some((v, i) => v !== WOOD[i])) off.push(`${x},${y}`);
        }
      }
      expect(off, 'pixels outside the safe circle that are not the background').toEqual([]);
      // and the column is drawn inside it
      expect(at(c, c)).not.toEqual(WOOD);
    });
  }
});
