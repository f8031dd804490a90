import fp from 'fastify-plugin';
import { issueSetupCode } from '../services/staff/first-owner';

/**
 * While the store has no owner, this instance's one-time setup code goes to its log, for whoever
 * runs the server to create the owner at /admin (docs/operations.md, First run of the back office).
 * After the seed, so an owner from ADMIN_EMAIL means there is nothing to print.
 */
export default fp(
  async (app) => {
    const code = await issueSetupCode({ db: app.db });
    if (code)
      app.log.warn(
        { setupCode: code },
        `The back office has no owner yet. Open ${app.config.adminOrigin ?? ''}/admin and create the owner's account with the setup code ${code}`,
      );
  },
  { name: 'owner-setup', dependencies: ['database'] },
);
