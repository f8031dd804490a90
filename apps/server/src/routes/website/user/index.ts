import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import accountRoutes from './account';
import contactDetailsRoutes from './contact-details';
import otpRoutes from './otp';
import sessionRoutes from './session';

/** The account calls under /api/website/user. */
const userRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(otpRoutes, { config });
  await app.register(sessionRoutes);
  await app.register(accountRoutes, { config });
  await app.register(contactDetailsRoutes, { config });
};

export default userRoutes;
