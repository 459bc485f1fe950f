import { feedResponse } from '@/content/feed';

// A static export writes /feed.xml at build time.
export const dynamic = 'force-static';

export function GET() {
  return feedResponse('sr');
}
