import type { FastifyError } from 'fastify';
import { CATALOGUE_IMPORT_MAX_BYTES } from '@kesariya/shared';
import {
  adminProductListQuery,
  productImportUpload,
} from '@kesariya/shared/catalogue-admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { requireStaff } from '../../../plugins/staff-session';
import { exportProductsCsv } from '../../../services/catalogue-admin/export-products';
import { importProducts } from '../../../services/catalogue-admin/import-products';

const IMPORT_MAX_MB = CATALOGUE_IMPORT_MAX_BYTES / (1024 * 1024);

/** The catalogue as a CSV file, out and in (docs/operations.md, Catalogue CSV). */
const catalogueCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/product/export',
    { schema: { querystring: adminProductListQuery } },
    async (request, reply) => {
      const { sort: _sort, dir: _dir, page: _page, limit: _limit, ...filters } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kesariya-products-${day}.csv"`)
        .send(exportProductsCsv({ db: app.db }, filters));
    },
  );

  app.post(
    '/admin/product/import',
    {
      config: {
        multipartOptions: { limits: { fileSize: CATALOGUE_IMPORT_MAX_BYTES, files: 1 } },
      },
      schema: { body: productImportUpload },
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw AppError.invalid(`file must be at most ${IMPORT_MAX_MB} MB`, 'file');
        if (error.code === 'FST_FILES_LIMIT')
          throw AppError.invalid('file: send one CSV file per import', 'file');
        throw error;
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { file } = request.body;
      const text = new TextDecoder('utf-8').decode(file);
      const report = unwrap(await importProducts({ db: app.db }, staff, text));
      return ok(
        `${report.created} created, ${report.updated} updated, ${report.rejected.length} refused`,
        report,
      );
    },
  );
};

export default catalogueCsvRoutes;
