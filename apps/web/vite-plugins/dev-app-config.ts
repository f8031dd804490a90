import type { Plugin } from 'vite';

/** The development default of the README; production servers inject their own. */
const DEV_CREDENTIAL = 'kesariya-web:kesariya-dev-credential';

/**
 * In production the server replaces the `<!--app-config-->` marker with the API credential, so one
 * build serves any configuration. Vite dev has no such server, so this fills the marker with the
 * development default.
 */
export function devAppConfig(): Plugin {
  return {
    name: 'kesariya-dev-app-config',
    apply: 'serve',
    transformIndexHtml(html) {
      const content = Buffer.from(DEV_CREDENTIAL).toString('base64');
      return html.replace(
        '<!--app-config-->',
        `<meta name="api-credential" content="${content}" />`,
      );
    },
  };
}
