/**
 * The store's page URLs, one table shared with the server (packages/shared/src/page-urls.ts): the
 * web app routes and links with it under the name `paths`.
 */
export { pageUrls as paths, RETURN_POLICY_SLUG } from '@kesariya/shared';
