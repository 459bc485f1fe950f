import { ArrowLeft, Eye, Share2 } from 'lucide-react';
import { ArticleCard } from '@/components/article-card';
import { ArticleDate } from '@/components/article-date';
import { ArticleToc } from '@/components/article-toc';
import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { EstimateLink } from '@/components/estimate-link';
import { RisksLink } from '@/components/risks-link';
import { JsonLd } from '@/components/json-ld';
import { Picture } from '@/components/picture';
import { SiteFrame } from '@/components/site-frame';
import { articleCategoryName, articles, type Article } from '@/content/articles';
import { ESTIMATE_ARTICLE_CATEGORIES } from '@/content/estimate';
import { BRAND_LOGO_PATH, imageFor, imageManifest } from '@/content/images';
import { homeCopy } from '@/content/home-copy';
import { articleCopy } from '@/content/pages';
import { articlePath, routes } from '@/content/routes';
import { site } from '@/content/site';
import { relatedArticles } from '@/lib/blog';
import { largestImagePath } from '@/lib/images';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { absoluteUrl } from '@/lib/site-url';

/** An article's page (spec §2 "/blog/:slug"), in the page's language: the Serbian and the English article routes render it. */
export function ArticlePage({ article }: { article: Article }) {
  const copy = articleCopy;
  const related = relatedArticles(article, articles);
  const path = articlePath(article.slug);
  const canonicalUrl = absoluteUrl(site.url, path);

  return (
    <SiteFrame currentPath={path}>
      <article className="bg-warm-white pb-16 sm:pb-24">
        <JsonLd
          data={blogPostingJsonLd(
            {
              slug: article.slug,
              path,
              language: site.language,
              title: article.title,
              description: article.metaDescription,
              imagePath: largestImagePath(imageManifest, article.image),
              author: article.author,
              date: article.date,
              modified: article.modified,
              category: articleCategoryName(article.category),
              keywords: article.keywords,
            },
            { url: site.url, brand: site.brand, logoPath: BRAND_LOGO_PATH },
          )}
        />
        <BreadcrumbJsonLd
          trail={[
            { name: copy.breadcrumbBlog, path: routes.blog },
            { name: article.title, path },
          ]}
        />
        <header className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
          <a href={copy.backHref} className="inline-flex min-h-11 items-center gap-2 font-semibold text-gold-text underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.backLabel}
          </a>
          <p className="mt-6">
            <span data-small="badge" className="rounded-full bg-sand px-3 py-1 text-xs font-bold tracking-[0.12em] text-gold-text uppercase">
              {articleCategoryName(article.category)}
            </span>
          </p>
          <h1 className="mt-5 text-[clamp(min(2rem,max(1.25rem,11vw)),6vw,3.25rem)] leading-tight font-semibold text-ink">{article.title}</h1>
          <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            <span className="font-semibold text-ink">{article.author}</span>
            <ArticleDate article={article} />
            {article.modified > article.date && (
              <span>
                {copy.updatedLabel} <time dateTime={article.modified}>{article.displayModified}</time>
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <Eye aria-hidden="true" className="size-4" />
              {article.views} {copy.viewsLabel}
            </span>
            {/* Shown only where scripting is on (app/globals.css), from the first paint: without the
              enhancement script (lib/enhance/share.ts) the button could do nothing. */}
            <button
              type="button"
              data-share-url={canonicalUrl}
              data-share-title={article.title}
              data-copied={copy.shareCopied}
              className="hidden min-h-11 items-center gap-1.5 rounded-full border border-line bg-white px-4 font-semibold text-ink hover:border-gold-start scripting:inline-flex"
            >
              <Share2 aria-hidden="true" className="size-4" />
              {copy.shareLabel}
            </button>
          </p>
        </header>
        <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6">
          <Picture
            image={imageFor(article.image)}
            alt={article.imageAlt}
            sizes="(min-width: 1024px) 976px, 100vw"
            priority
            className="block overflow-hidden rounded-[1.5rem] shadow-soft"
            imgClassName="aspect-[16/9] h-auto w-full object-cover"
          />
        </div>
        <div className="mx-auto mt-10 max-w-3xl px-4 sm:px-6 xl:grid xl:max-w-6xl xl:grid-cols-[minmax(0,48rem)_15rem] xl:justify-center xl:gap-12">
          <div className="min-w-0">
            <ArticleToc variant="compact" headings={article.headings} label={copy.tocLabel} summary={copy.tocSummary} />
            <div className="article-body" dangerouslySetInnerHTML={{ __html: article.content }} />
            <RisksLink className="mt-10 border-t border-line pt-6" />
          </div>
          <div className="hidden xl:block">
            <ArticleToc variant="side" headings={article.headings} label={copy.tocLabel} summary={copy.tocSummary} />
          </div>
        </div>
        <section
          aria-labelledby="povezani-naslov"
          className="mx-auto mt-16 max-w-6xl px-4 render-near [--render-estimate:107rem] sm:px-6 md:[--render-estimate:38rem]"
        >
          <h2 id="povezani-naslov" className="text-2xl font-semibold text-ink sm:text-3xl">
            {copy.relatedHeading}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} readLabel={homeCopy.blog.readLabel} />
              </li>
            ))}
          </ul>
        </section>
        {/* data-shared: the spec's call to action, the same under every article (scripts/prose-checks.mjs). */}
        <aside data-shared aria-labelledby="cta-naslov" className="mx-auto mt-14 max-w-3xl px-4 sm:px-6">
          <div className="rounded-[1.5rem] bg-charcoal p-8 text-center text-warm-white sm:p-12">
            <h2 id="cta-naslov" className="text-3xl font-semibold sm:text-4xl">
              {copy.ctaHeading}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-stone-300">{copy.ctaText}</p>
            <a
              href={copy.ctaHref}
              className="bg-gold-gradient shine mt-8 inline-flex min-h-14 items-center justify-center rounded-full px-8 text-lg font-semibold text-ink shadow-soft"
            >
              {copy.ctaButton}
            </a>
            {ESTIMATE_ARTICLE_CATEGORIES.includes(article.category) && (
              <p className="mt-5">
                <EstimateLink colours="text-gold-end hover:text-white" />
              </p>
            )}
          </div>
        </aside>
      </article>
    </SiteFrame>
  );
}
