import type { MetadataRoute } from 'next';
import { pages } from '@/content/pages';
import { inLanguage } from '@/content/page-language';
import { site } from '@/content/site';
import { routes } from '@/content/route-registry';

// A static export writes /manifest.webmanifest at build time.
export const dynamic = 'force-static';

/** Lets a patient add the clinic to the home screen with its name, colours and icon. */
export default function manifest(): MetadataRoute.Manifest {
  // A route handler renders no page, so it names the language (content/page-language.ts): the manifest is Serbian.
  return inLanguage('sr', () => ({
    name: site.legalName,
    short_name: site.brand,
    description: pages.home.description,
    lang: site.language,
    dir: 'ltr',
    start_url: routes.home,
    scope: '/',
    display: 'standalone',
    background_color: '#faf8f5',
    theme_color: '#faf8f5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }));
}
