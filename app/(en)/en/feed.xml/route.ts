import { feedResponse } from '@/content/feed';

// A static export writes /en/feed.xml at build time: the English articles (issue 27).
export const dynamic = 'force-static';

export function GET() {
  return feedResponse('en');
}
