import { parse } from 'yaml';
import { cmsConfigForSite } from '@/lib/cms-config';

describe('the editor’s configuration for a site', () => {
  it('adds the site’s URL as the editor’s live and displayed address, keeping the rest', () => {
    const config = cmsConfigForSite('backend:\n  name: github\ncollections: []\n', 'https://www.klinika.rs');
    expect(parse(config)).toEqual({ backend: { name: 'github' }, collections: [], site_url: 'https://www.klinika.rs', display_url: 'https://www.klinika.rs' });
  });
});
