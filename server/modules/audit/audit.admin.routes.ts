import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogFilters, auditLogPage, auditLogQuery } from '../../../common/schemas/audit';
import { presentAuditFilters, presentAuditPage } from './audit.presenter';
import { auditFilterChoices, listAdminActions } from './audit.service';

/** The Audit Log tab (read only: the log has no edit or delete route, decision 032). */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    { config: { access: 'admin' }, schema: { querystring: auditLogQuery, response: { 200: auditLogPage } } },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return presentAuditPage(await listAdminActions(app.db, filter, page, pageSize));
    },
  );

  app.get(
    '/admin/audit-log/filters',
    { config: { access: 'admin' }, schema: { response: { 200: auditLogFilters } } },
    async () => {
      return presentAuditFilters(await auditFilterChoices(app.db));
    },
  );
};
