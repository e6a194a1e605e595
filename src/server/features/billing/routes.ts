import type { FastifyInstance } from 'fastify';
import { billingEndpoints, billingWebhookEndpoints } from '../../../shared/contracts/billing';
import { serve } from '../../platform/endpoints';
import { receiveWebhook } from './events';
import * as billing from './service';

export async function billingRoutes(app: FastifyInstance) {
  const ctx = { db: app.db, provider: app.billing };
  const origin = app.config.publicOrigin;

  serve(app, billingEndpoints, {
    'GET /api/billing/plans': () => ({ items: billing.listPlans(app.config.payments, app.config.ai) }),
    'POST /api/billing/checkout': ({ user, body }) => billing.startCheckout(ctx, origin, user.id, body.plan),
    'GET /api/billing/subscription': ({ user }) => billing.subscriptionView(ctx, user.id),
    'POST /api/billing/status-check': ({ user, body }) =>
      billing.statusCheck(ctx, user.id, body.expectedType),
    'POST /api/billing/subscription/cancel': ({ user }) => billing.setCancelAtPeriodEnd(ctx, user.id, true),
    'POST /api/billing/subscription/resume': ({ user }) => billing.setCancelAtPeriodEnd(ctx, user.id, false),
    'POST /api/billing/subscription/plan': ({ user, body }) => billing.changePlan(ctx, user.id, body.plan),
    'POST /api/billing/portal': ({ user }) => billing.portalUrl(ctx, origin, user.id),
    'GET /api/billing/sandbox/checkout/:id': ({ user, params }) =>
      billing.sandboxSession(ctx, user.id, params.id),
    'POST /api/billing/sandbox/checkout/:id/pay': ({ user, params, body }) =>
      billing.sandboxPay(ctx, user.id, params.id, body.cardNumber),
    'POST /api/billing/sandbox/checkout/:id/cancel': ({ user, params }) =>
      billing.sandboxCancel(ctx, user.id, params.id),
    'POST /api/billing/sandbox/card': async ({ user, body }) => {
      await billing.sandboxUpdateCard(ctx, user.id, body.cardNumber);
      return { success: true as const };
    },
    'POST /api/billing/sandbox/simulate': ({ user, body }) =>
      billing.sandboxSimulate(ctx, user.id, body.action),
  });

  // Stripe signs the exact bytes it sends, so this route reads its body raw (and only this route).
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    serve(hook, billingWebhookEndpoints, {
      'POST /api/billing/webhook': async ({ body, headers }) => {
        const signature = headers['stripe-signature'];
        const { duplicate } = await receiveWebhook(
          ctx,
          Buffer.isBuffer(body) ? body : Buffer.from(''),
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const, duplicate };
      },
    });
  });
}
