import type { FastifyInstance } from 'fastify';
import { sqeEndpoints } from '../../../shared/contracts/sqe';
import { serve } from '../../platform/endpoints';
import { readiness } from './readiness';
import * as sqe from './service';

export async function sqeRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, sqeEndpoints, {
    'GET /api/sqe/progress': ({ user }) => sqe.progress(db, user.id),
    'GET /api/sqe/readiness': ({ user }) => readiness(db, user.id),
    'POST /api/sqe/starter-set': ({ user }) => sqe.createStarterSet(db, user.id),
  });
}
