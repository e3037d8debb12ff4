/** The dark header of an article (a blog post, a static page): its title and what the page shows around it. */
export function ArticleHero({ children }: { children: React.ReactNode }) {
  return (
    <header className="relative isolate overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_60%_at_85%_0%,rgba(59,108,246,0.35),transparent_70%),radial-gradient(ellipse_50%_60%_at_0%_100%,rgba(124,58,237,0.22),transparent_70%)]"
      />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">{children}</div>
    </header>
  );
}
