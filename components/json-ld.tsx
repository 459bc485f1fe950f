import { serializeJsonLd } from '@/lib/structured-data';

/** One JSON-LD block, rendered into the server HTML. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
