import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import playfairUrl from '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url';

/*
 * The web fonts, loaded by main.tsx once the page is live, not with the page's first CSS: on a
 * slow phone connection their 70 KB would share it with the app. Until they arrive the text is set
 * in index.css's fallback faces, whose metrics match, so the swap moves nothing.
 *
 * Both faces are fetched first and handed to the page together: each face the page gains lays the
 * whole page out again, and two faces arriving apart cost a phone two such layouts.
 */
const faces = [
  // Inter's Latin face only. The full set also declares Latin Extended (84 KB), which the browser
  // would fetch for the rupee sign alone; ₹ comes from the fallback face, which every system
  // font has.
  new FontFace('Inter Variable', `url(${interUrl}) format('woff2-variations')`, {
    style: 'normal',
    weight: '100 900',
    display: 'swap',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
      'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  }),
  // One weight of the display face: every heading and the wordmark are set in 600. A second weight
  // was 24 KB more, sharing a slow connection with the first screen's picture.
  new FontFace('Playfair Display', `url(${playfairUrl}) format('woff2')`, {
    style: 'normal',
    weight: '600',
    display: 'swap',
  }),
];

/** A face that fails to arrive leaves its text in the fallback face; the other is still used. */
export async function loadWebFonts(): Promise<void> {
  const results = await Promise.allSettled(faces.map((face) => face.load()));
  for (const result of results) if (result.status === 'fulfilled') document.fonts.add(result.value);
}
