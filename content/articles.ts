/**
 * The blog's articles in their order of appearance (spec §3). For now the identity of each
 * article: id, slug and title. Bodies, dates and metadata arrive with the content issue.
 */
export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
}

export const articles: readonly ArticleSummary[] = [
  { id: 1, slug: '10-stvari-koje-niste-znali-o-hollywood-smile', title: '10 stvari koje niste znali o Hollywood Smile-u' },
  { id: 2, slug: 'fasete-vs-krunice-sta-je-bolje-za-vas-osmeh', title: 'Fasete ili krunice: šta je bolje za vaš osmeh?' },
  { id: 3, slug: 'koliko-kosta-hollywood-smile-u-beogradu-vodic-2025', title: 'Koliko košta Hollywood Smile u Beogradu – vodič 2025' },
  { id: 5, slug: 'cuvanje-beline-faseta-sta-jesti-cega-se-kloniti', title: 'Čuvanje beline faseta: šta jesti, a čega se kloniti' },
  { id: 7, slug: 'koliko-traje-hollywood-smile-i-kako-ga-odrzavati', title: 'Koliko traje Hollywood Smile i kako ga održavati' },
  { id: 6, slug: 'istinite-price-pacijenata-moj-put-do-hollywood-smilea', title: 'Istinite priče pacijenata: moj put do Hollywood Smile-a' },
  { id: 8, slug: 'da-li-ste-kandidat-za-hollywood-smile-proverite-ovih-5-znakova', title: 'Da li ste kandidat za Hollywood Smile? Proverite ovih 5 znakova' },
  { id: 9, slug: 'najcesce-greske-pri-odabiru-faseta-vinira', title: 'Najčešće greške pri odabiru faseta (vinira)' },
  { id: 10, slug: 'sve-sto-ste-zeleli-znati-o-keramickim-materijalima-za-zube', title: 'Sve što ste želeli znati o keramičkim materijalima za zube' },
];

export function findArticle(slug: string): ArticleSummary | undefined {
  return articles.find((article) => article.slug === slug);
}
