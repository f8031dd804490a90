import type { FastifyPluginAsync } from 'fastify';
import { publicOrigin } from '../lib/public-origin';
import { listSitemapEntries } from '../services/sitemap';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** robots.txt and sitemap.xml, built from the live catalogue. */
const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) => {
    // Private and transactional screens carry nothing a search engine should index.
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /checkout',
      'Disallow: /cart',
      'Disallow: /my-account',
      'Disallow: /admin',
      '',
      `Sitemap: ${publicOrigin(app.config, request)}/sitemap.xml`,
      '',
    ].join('\n');
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(body);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const base = publicOrigin(app.config, request);
    const entries = await listSitemapEntries({ db: app.db });
    const urls = entries
      .map((e) => {
        const lastmod = e.lastModified
          ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>`
          : '';
        // As a browser serialises the store's link (a name's non-ASCII letters percent-encoded).
        return `  <url><loc>${escapeXml(new URL(e.path, base).href)}</loc>${lastmod}</url>`;
      })
      .join('\n');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
};

export default seoRoutes;
