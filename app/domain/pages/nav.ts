/** A link to a static page in the site's header or footer. */
export interface SitePageLink {
  title: string;
  path: string;
}

/** The static pages in one language's navigation: header and footer links, and the careers page's address. */
export interface SitePageNav {
  header: SitePageLink[];
  footer: SitePageLink[];
  /** The published careers page in this language (the header's career link); absent when there is none. */
  careers?: string;
}
