// The contract between the API and the web app's server entry
// (web/src/entry-server.tsx), which http/web-app.ts loads from the web build.
// Types only, imported by both sides: neither compiles the other's code.

/** A GraphQL operation as the web app's Apollo Client sends it. */
export interface PageGraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** The answer /graphql would give the same request. */
export interface PageGraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{
    message: string;
    path?: ReadonlyArray<string | number>;
    extensions?: Record<string, unknown>;
  }>;
}

export interface PageRequest {
  /** Path and query of the page, e.g. `/visa-help/japan?lang=fil`. */
  url: string;
  /** The `lakbay_lang` cookie's language, when it names one. */
  languageCookie: string | null;
  /**
   * Runs a query as the visitor: their session, every limit of /graphql. `language` is the page's: a
   * signed-out visitor's answers are in it (not in their Accept-Language), so the page reads in one language
   * and one copy of it can serve every signed-out visitor (docs/decisions/042).
   */
  executeGraphQL(request: PageGraphQLRequest, language: string): Promise<PageGraphQLResponse>;
}

export type RenderedPage = { redirect: string } | { status: number; html: string };

export interface PageRendererOptions {
  /** The built index.html: its scripts and stylesheets, and the markers the page goes into. */
  template: string;
  /** PUBLIC_URL: canonical links and social previews name it. */
  publicUrl: string;
}

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
  /** sitemap.xml: the pages search engines may index, in both languages. */
  sitemapXml(): string;
  robotsTxt(): string;
  /**
   * The pages whose signed-out render depends only on the address, the language, the day and what the
   * server loaded at start (its build, curated data and settings): one copy serves every signed-out
   * visitor (docs/decisions/042). Paths without a query, e.g. `/visa-help/japan`.
   */
  sharedPages?(): readonly string[];
}

/** What web/src/entry-server.tsx exports as `createPageRenderer`. */
export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;
