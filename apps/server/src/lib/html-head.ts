/** A page's <title> and meta description, all a page without a head of its own gets. */
export interface StoreTitle {
  title: string;
  description: string;
}

/** What the server writes into the served index.html for search engines and link previews. */
export interface PageHead extends StoreTitle {
  /** The store's name, as link previews name the site. */
  siteName: string;
  /** Absolute URLs from here on. */
  canonical?: string;
  image?: string;
  type?: 'website' | 'product';
  /** Extra Open Graph properties, e.g. product:price:amount. */
  extraOg?: Record<string, string>;
  /** The page's own schema.org blocks (the store's come beside them: web-app.ts). */
  jsonLd?: unknown[];
  noindex?: boolean;
  /**
   * The page's largest image, fetched along with the HTML rather than after the app has rendered
   * (docs/decisions/pages-and-performance.md, Pages that feel instant: LCP under 2 s). srcset and
   * sizes must equal the <img>'s, or the browser fetches a second file.
   */
  preloadImage?: { href: string; srcset: string; sizes: string };
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * JSON for a <script type="application/ld+json"> block. The block is data, not script, so the CSP
 * does not apply; but a product name holding "</script>" or "<!--" would end the block early, so
 * every <, > and & (and the JavaScript line separators) is written as a \u escape.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/** Puts the page's title and description into the HTML, in place of the built ones. */
export function injectTitle(html: string, head: StoreTitle): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
  const out = TITLE.test(html)
    ? html.replace(TITLE, () => title)
    : html.replace('</head>', () => `${title}</head>`);
  return DESCRIPTION.test(out)
    ? out.replace(DESCRIPTION, () => description)
    : out.replace('</head>', () => `${description}</head>`);
}

/** Puts the page's title, description, canonical link, Open Graph tags and JSON-LD into the HTML. */
export function injectPageHead(html: string, head: PageHead): string {
  const out = injectTitle(html, head);
  const og: Record<string, string> = {
    'og:site_name': head.siteName,
    'og:title': head.title,
    'og:description': head.description,
    'og:type': head.type ?? 'website',
    ...(head.canonical ? { 'og:url': head.canonical } : {}),
    ...(head.image ? { 'og:image': head.image } : {}),
    ...head.extraOg,
  };
  const tags = [
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...(head.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(head.preloadImage
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage.href)}" imagesrcset="${escapeHtml(head.preloadImage.srcset)}" imagesizes="${escapeHtml(head.preloadImage.sizes)}" fetchpriority="high">`,
        ]
      : []),
    ...Object.entries(og).map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`,
    ),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ];
  // A function replacement: '$' in product text must not be read as a replacement pattern.
  return out.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}

/** Puts each schema.org block into the head as a <script type="application/ld+json"> of its own. */
export function injectJsonLd(html: string, blocks: unknown[]): string {
  if (blocks.length === 0) return html;
  const tags = blocks.map(
    (block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`,
  );
  return html.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}

/** The part of Vite's build manifest (dist/.vite/manifest.json) that preloading needs. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * <link rel="modulepreload"> tags for lazily loaded modules (the app, a screen) and the chunks they
 * import, minus those index.html already loads: the browser fetches them along with the entry
 * instead of after it has run and asked for them (round trips less before the first screen).
 */
export function modulePreloadTags(
  manifest: ViteManifest,
  sources: string[],
  html: string,
): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  sources.forEach(visit);
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
}
