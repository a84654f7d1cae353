// Types of gifenc 1.0 (the package ships none): the parts `bashni gif` uses (cli/game-gif.ts).
declare module 'gifenc' {
  export type Palette = number[][];
  export interface FrameOptions {
    palette?: Palette;
    delay?: number;
    repeat?: number;
    transparent?: boolean;
    transparentIndex?: number;
    dispose?: number;
  }
  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, opts?: FrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
  }
  export function GIFEncoder(): Encoder;
  export function quantize(
    rgba: Uint8Array | Uint8ClampedArray,
    maxColors: number,
    opts?: { format?: 'rgb565' | 'rgb444' | 'rgba4444'; oneBitAlpha?: boolean | number; clearAlpha?: boolean },
  ): Palette;
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: 'rgb565' | 'rgb444' | 'rgba4444'): Uint8Array;
  export function nearestColorIndex(palette: Palette, pixel: readonly number[]): number;
  /** Node reads the package's CommonJS build, whose exports it sees as the default export only. */
  const commonJs: { GIFEncoder: typeof GIFEncoder; quantize: typeof quantize; nearestColorIndex: typeof nearestColorIndex } | undefined;
  export default commonJs;
}
