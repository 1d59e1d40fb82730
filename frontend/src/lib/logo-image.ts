// A logo image in the browser: decoded through an <img> (so script inside an SVG never runs), drawn on a canvas to
// read its pixels for the theme, and shown as a PNG made from that canvas (an SVG is never put in a page as a
// document, not even as a blob link someone could open in a tab).
import { deriveTheme, type Theme } from './theme';

/** The largest side the logo is drawn at: enough to sample its colours and to show it sharply. */
const MAX_SIDE = 512;

export interface LogoImage {
  /** An object URL of the logo as a PNG; revoke it when it is no longer shown. */
  url: string;
  theme: Theme;
}

async function decode(blob: Blob): Promise<HTMLImageElement> {
  const source = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = source;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(source);
  }
}

export async function readLogoImage(blob: Blob): Promise<LogoImage> {
  const img = await decode(blob);
  // An SVG without a width and height has no natural size: draw it at the largest size.
  const width = img.naturalWidth || MAX_SIDE;
  const height = img.naturalHeight || MAX_SIDE;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the logo');
  context.drawImage(img, 0, 0, canvas.width, canvas.height);
  const theme = deriveTheme(context.getImageData(0, 0, canvas.width, canvas.height).data);
  const png = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The logo could not be drawn'))), 'image/png'),
  );
  return { url: URL.createObjectURL(png), theme };
}
