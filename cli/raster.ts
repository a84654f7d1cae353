// SVG to pixels for `show --png` and `gif`: resvg (@resvg/resvg-js, the Rust renderer with a
// prebuilt binary per platform in an npm optional dependency), given its fonts. Loaded only by the
// commands that write pixels (cli/main.ts loads a command's file alone; show.ts imports this with
// `import()` only for --png), so `show --svg` and every other command never load the binary.
//
// The picture must be the same on every machine, so no system font is read: resvg gets PT Sans
// (Latin and Cyrillic, SIL Open Font License) from the TrueType files of @expo-google-fonts/pt-sans
// (the @fontsource packages ship WOFF only, which resvg does not read), and `sans-serif`,
// `system-ui` and every unknown family fall back to it.
import { createRequire } from 'node:module';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

/** The font files: regular and bold (the board's coordinates and count badges are bold). */
function fontFiles(): string[] {
  return ['400Regular/PTSans_400Regular.ttf', '700Bold/PTSans_700Bold.ttf'].map((file) => require.resolve(`@expo-google-fonts/pt-sans/${file}`));
}

let options: ResvgRenderOptions | undefined;
/** For a drawing without text: no font is loaded (loading them takes longer than drawing a square). */
const NO_FONTS: ResvgRenderOptions = { font: { loadSystemFonts: false }, logLevel: 'off', shapeRendering: 2 };

function renderOptions(svg: string): ResvgRenderOptions {
  if (!svg.includes('<text')) return NO_FONTS;
  options ??= {
    font: { loadSystemFonts: false, fontFiles: fontFiles(), defaultFontFamily: 'PT Sans', sansSerifFamily: 'PT Sans', serifFamily: 'PT Sans', monospaceFamily: 'PT Sans' },
    logLevel: 'off',
    shapeRendering: 2,
    textRendering: 1,
  };
  return options;
}

/** An SVG drawn at its own width and height: RGBA pixels, row by row. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8Array;
}

/** Draws `svg` (which states its width and height in px) to RGBA pixels, transparent where nothing is drawn. */
export function rasterize(svg: string): Pixels {
  const image = new Resvg(svg, renderOptions(svg)).render();
  return { width: image.width, height: image.height, rgba: new Uint8Array(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength) };
}

/** Draws `svg` (which states its width and height in px) as a PNG file's bytes. */
export function svgToPng(svg: string): Uint8Array {
  return new Resvg(svg, renderOptions(svg)).render().asPng();
}
