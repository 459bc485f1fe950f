/**
 * The text layer of a share image, drawn by satori (next/og) on a transparent 1200×630 canvas and
 * laid over the artwork by sharp. Satori knows only inline styles and flexbox: every element with
 * more than one child needs display: flex.
 */
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, titleFontSize, type ShareImage } from '@/lib/share-images';

/** The site's tokens (app/globals.css). */
const INK = '15, 15, 16';
const WARM_WHITE = '#faf8f5';
const GOLD_START = '#b8893b';
const GOLD_END = '#e5c37a';

/**
 * The card's ground under the text: a warmer ink than the site's, so its fade over the cream
 * artwork reads as brown rather than grey. route.tsx paints the canvas in it too.
 */
export const PANEL_RGB = { r: 31, g: 26, b: 23 } as const;
const PANEL = `${PANEL_RGB.r}, ${PANEL_RGB.g}, ${PANEL_RGB.b}`;
/**
 * Satori does not fall back between two fonts registered under one name, so the latin and
 * latin-ext subsets are two families, listed in this order (route.tsx registers them).
 */
export const SERIF = 'Playfair, PlayfairExt';
export const SANS = 'Inter, InterExt';

interface ShareCardProps {
  image: Pick<ShareImage, 'title' | 'label' | 'subtitle'>;
  brand: string;
  host: string;
  /** The logo as a data URI (satori reads no files). */
  logo: string;
}

export function ShareCard({ image, brand, host, logo }: ShareCardProps) {
  return (
    <div style={{ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, display: 'flex', position: 'relative' }}>
      {/* Opaque under the text on the left, fading out before the artwork's subject (ARTWORK_SUBJECT_X). */}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: SHARE_IMAGE_WIDTH,
          height: SHARE_IMAGE_HEIGHT,
          backgroundImage: `linear-gradient(90deg, rgba(${PANEL}, 1) 0%, rgba(${PANEL}, 1) 40%, rgba(${PANEL}, 0.8) 56%, rgba(${PANEL}, 0.42) 66%, rgba(${PANEL}, 0.12) 76%, rgba(${PANEL}, 0) 88%)`,
        }}
      />
      {/* A little more at the bottom, under the brand line. */}
      <div
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: SHARE_IMAGE_WIDTH,
          height: 200,
          backgroundImage: `linear-gradient(0deg, rgba(${PANEL}, 0.55) 0%, rgba(${PANEL}, 0) 100%)`,
        }}
      />
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: SHARE_IMAGE_WIDTH,
          height: SHARE_IMAGE_HEIGHT,
          padding: '60px 72px 52px',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, width: 720 }}>
          {image.label ? (
            <div
              style={{
                display: 'flex',
                alignSelf: 'flex-start',
                padding: '9px 22px',
                marginBottom: 28,
                borderRadius: 999,
                backgroundImage: `linear-gradient(135deg, ${GOLD_START}, ${GOLD_END})`,
                color: `rgb(${INK})`,
                fontFamily: SANS,
                fontWeight: 600,
                fontSize: 20,
                letterSpacing: 2,
                textTransform: 'uppercase',
              }}
            >
              {image.label}
            </div>
          ) : (
            <div style={{ width: 72, height: 3, marginBottom: 32, backgroundImage: `linear-gradient(90deg, ${GOLD_START}, ${GOLD_END})` }} />
          )}
          <div
            style={{
              fontFamily: SERIF,
              fontWeight: 700,
              fontSize: titleFontSize(image.title),
              lineHeight: 1.12,
              color: WARM_WHITE,
              textWrap: 'balance',
            }}
          >
            {image.title}
          </div>
          {image.subtitle ? (
            <div
              style={{
                marginTop: 24,
                width: 640,
                fontFamily: SANS,
                fontWeight: 400,
                fontSize: 27,
                lineHeight: 1.45,
                color: 'rgba(250, 248, 245, 0.85)',
                textWrap: 'balance',
              }}
            >
              {image.subtitle}
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
          <img src={logo} width={52} height={52} alt="" style={{ borderRadius: 12 }} />
          <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 18 }}>
            <div style={{ fontFamily: SERIF, fontWeight: 700, fontSize: 28, lineHeight: 1.1, color: WARM_WHITE }}>{brand}</div>
            <div style={{ fontFamily: SANS, fontWeight: 500, fontSize: 18, letterSpacing: 1, marginTop: 4, color: GOLD_END }}>{host}</div>
          </div>
        </div>
      </div>
    </div>
  );
}
