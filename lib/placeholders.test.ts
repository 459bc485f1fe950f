import { checkPlaceholders, standInFields, valueAt, type PlaceholderField, type StandIns } from '@/lib/placeholders';

const DEV = 'https://www.primer.rs';

interface Identity {
  brand: string;
  phone: { e164: string };
  address: { geo: { latitude: number } };
  tags: readonly string[];
}
const identity: Identity = { brand: 'Primer', phone: { e164: '+381111234567' }, address: { geo: { latitude: 44.8 } }, tags: ['a'] };

const marked: PlaceholderField[] = [
  { source: 'content/site.ts', field: 'phone.e164', value: '+381601234567' },
  { source: 'content/site.ts', field: 'email', value: 'kontakt@primer.rs' },
  { source: 'content/data/home/videos.json', field: 'items[0].youtubeId', value: 'a1B2c3D4e5F' },
];

describe('marking placeholders', () => {
  it('reads a value by its dotted path', () => {
    expect(valueAt(identity, 'phone.e164')).toBe('+381111234567');
    expect(valueAt(identity, 'address.geo.latitude')).toBe(44.8);
    expect(valueAt(identity, 'phone.missing.deeper')).toBeUndefined();
  });

  it('lists the fields that still hold their stand-in, in order', () => {
    const standIns: StandIns<Identity> = { 'address.geo.latitude': 44.8, brand: 'Primer', tags: ['a'] };
    expect(standInFields('content/data/site.json', identity, standIns)).toEqual([
      { source: 'content/data/site.json', field: 'address.geo.latitude', value: 44.8 },
      { source: 'content/data/site.json', field: 'brand', value: 'Primer' },
      { source: 'content/data/site.json', field: 'tags', value: ['a'] },
    ]);
  });

  it('drops a field once its value differs from the stand-in (edited in the CMS)', () => {
    const standIns: StandIns<Identity> = { brand: 'Stari naziv', 'phone.e164': '+381111234567' };
    expect(standInFields('content/data/site.json', identity, standIns)).toEqual([
      { source: 'content/data/site.json', field: 'phone.e164', value: '+381111234567' },
    ]);
  });
});

describe('checkPlaceholders', () => {
  it('fails a build for a production URL with placeholders, listing each field and its value', () => {
    const verdict = checkPlaceholders({ siteUrl: 'https://www.klinika.rs', developmentUrl: DEV, allow: undefined, placeholders: marked });
    expect(verdict.ok).toBe(false);
    const message = verdict.ok ? '' : verdict.message;
    expect(message).toContain('This build is for https://www.klinika.rs (NEXT_PUBLIC_SITE_URL), but the content still holds 3 placeholder values:');
    expect(message).toContain('  - content/site.ts › phone.e164: "+381601234567"\n');
    expect(message).toContain('  - content/site.ts › email: "kontakt@primer.rs"\n');
    expect(message).toContain('  - content/data/home/videos.json › items[0].youtubeId: "a1B2c3D4e5F"\n');
    expect(message).toContain('ALLOW_PLACEHOLDERS=1 npm run build');
  });

  it('says "value" for a single placeholder', () => {
    const verdict = checkPlaceholders({ siteUrl: 'https://klinika.rs/', developmentUrl: DEV, allow: '', placeholders: marked.slice(0, 1) });
    expect(verdict).toMatchObject({ ok: false, message: expect.stringContaining('1 placeholder value:') });
  });

  it.each([
    ['unset', undefined],
    ['blank', '  '],
    ['the default itself', DEV],
    ['the default with a trailing slash', `${DEV}/`],
  ])('passes for the development default URL (%s)', (_, siteUrl) => {
    expect(checkPlaceholders({ siteUrl, developmentUrl: DEV, allow: undefined, placeholders: marked })).toEqual({ ok: true, reason: 'development-url' });
  });

  it('passes a production URL once every value is real (nothing marked)', () => {
    expect(checkPlaceholders({ siteUrl: 'https://www.klinika.rs', developmentUrl: DEV, allow: undefined, placeholders: [] })).toEqual({
      ok: true,
      reason: 'no-placeholders',
    });
  });

  it('passes with ALLOW_PLACEHOLDERS=1, warning with the list', () => {
    const verdict = checkPlaceholders({ siteUrl: 'https://preview.klinika.rs', developmentUrl: DEV, allow: '1', placeholders: marked });
    expect(verdict).toMatchObject({ ok: true, reason: 'override' });
    expect(verdict.message).toContain('ALLOW_PLACEHOLDERS=1');
    expect(verdict.message).toContain('content/site.ts › phone.e164');
  });

  it.each(['0', 'true', 'yes', ''])('does not take ALLOW_PLACEHOLDERS=%s as the override', (allow) => {
    expect(checkPlaceholders({ siteUrl: 'https://www.klinika.rs', developmentUrl: DEV, allow, placeholders: marked }).ok).toBe(false);
  });

  it('refuses a site URL that is not an origin, naming the variable', () => {
    expect(() => checkPlaceholders({ siteUrl: 'klinika.rs', developmentUrl: DEV, allow: undefined, placeholders: marked })).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });
});
