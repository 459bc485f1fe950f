/**
 * Thumbnails for the pictures the site already has. An image field holds either an upload ("/images/uploads/x.jpg",
 * which Decap shows) or the key of the generated artwork ("tim/1", drawn from public/images/tim/1-480.webp …), which
 * Decap cannot find and showed as an empty box. The image widget is Decap's own, given an asset lookup that also knows
 * the artwork; the widget's behaviour (choose, replace, remove, validation) is unchanged.
 */
import { decap, type ControlProps, type Immutable } from './decap';

/** The smallest rendition of an artwork key (public/images/<key>-480.webp, lib/images.ts). */
const artworkThumbnail = (key: string) => `/images/${key}-480.webp`;
const isArtworkKey = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9-]+(\/[a-z0-9-]+)+$/.test(value);

export function showArtworkThumbnails(): void {
  const { h, createClass, CMS } = decap;
  const image = CMS.getWidget('image');
  if (!image) return;
  const Inner = image.control;
  const WithArtwork = createClass<ControlProps>({
    /** Decap's Widget talks to the control it renders through this (validation, focus). */
    getWrappedInstance(this: { inner?: unknown }) {
      return this.inner;
    },
    getAsset(this: { props: ControlProps }, value: string, field: Immutable) {
      return isArtworkKey(value) ? artworkThumbnail(value) : this.props.getAsset(value, field);
    },
    setInner(this: { inner?: unknown }, instance: unknown) {
      this.inner = instance;
    },
    // createClass binds the methods once per component, so getAsset stays the same function between renders (the widget
    // fetches the thumbnail again whenever it changes).
    render(this: { props: ControlProps; getAsset: ControlProps['getAsset']; setInner(instance: unknown): void }) {
      return h(Inner, { ...this.props, getAsset: this.getAsset, ref: this.setInner });
    },
  });
  CMS.registerWidget('image', WithArtwork, image.preview, image.schema);
}
