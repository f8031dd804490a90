import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that open elsewhere must not hand the opener to the other page.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:/i.test(href);
      const safe: Record<string, string> = external
        ? { href, target: '_blank', rel: 'noopener noreferrer' }
        : { href };
      if (attribs.title) safe.title = attribs.title;
      return { tagName, attribs: safe };
    },
  },
};

/**
 * Allow-list sanitiser for policy pages (docs/decisions/platform-and-security.md, Security
 * hardening): text formatting and links, nothing executable.
 */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
