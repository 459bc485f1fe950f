/** The quiet secondary call to action under a section: an outlined pill that fills on hover. */
export function OutlineLink({ href, children }: { href: string; children: string }) {
  return (
    <div className="mt-6 text-center sm:mt-12">
      <a
        href={href}
        className="inline-flex min-h-12 items-center rounded-full border border-ink px-7 font-semibold text-ink transition-colors hover:bg-ink hover:text-warm-white"
      >
        {children}
      </a>
    </div>
  );
}
