// Colour arithmetic for tests that judge the palette and theme colours: OKLCH (the CSS colour space
// of client/src/index.css) to sRGB, WCAG 2 relative luminance and contrast ratio, and OKLab distance
// (perceptual difference: about 0.02 is the smallest step the eye notices).

/** Linear-light sRGB channels, each 0–1. */
export type LinearRgb = readonly [number, number, number];

const decode = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const encode = (linear: number) => (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055);

export function hexToSrgb(hex: string): LinearRgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = (at: number) => decode(parseInt(match[1].slice(at, at + 2), 16) / 255);
  return [value(0), value(2), value(4)];
}

/** CSS oklch(L C h) to linear sRGB, rounded through 8-bit channels as a browser paints it. */
export function oklchToSrgb(lightness: number, chroma: number, hue: number): LinearRgb {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const byte = (v: number) => Math.round(Math.min(1, Math.max(0, encode(v))) * 255) / 255;
  return [decode(byte(linear[0])), decode(byte(linear[1])), decode(byte(linear[2]))];
}

export function relativeLuminance([r, g, b]: LinearRgb): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1–21. */
export function contrastRatio(first: LinearRgb, second: LinearRgb): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function toOklab([r, g, b]: LinearRgb): [number, number, number] {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

export function oklabDistance(first: LinearRgb, second: LinearRgb): number {
  const [a, b] = [toOklab(first), toOklab(second)];
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
