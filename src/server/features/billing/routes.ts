import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePlanBody,
  checkoutBody,
  checkoutResponse,
  plansResponse,
  portalResponse,
  sandboxCardBody,
  sandboxCheckoutView,
  sandboxPayResponse,
  sandboxSessionParams,
  sandboxSimulateBody,
  statusCheckBody,
  statusCheckResponse,
  subscriptionResponse,
} from '../../../shared/contracts/billing';
import { errorBody, successBody } from '../../../shared/contracts/common';
import { requireAuth } from '../../platform/session';
import { receiveWebhook } from './events';
import * as billing from './service';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, provider: app.billing };
  const config = { auth: 'user' as const };
  const tags = ['billing'];
  const origin = app.config.publicOrigin;
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;

  app.get(
    '/api/billing/plans',
    {
      schema: {
        tags,
        summary: 'The five plans with prices, colours and benefits',
        response: { 200: plansResponse },
      },
    },
    async () => ({ items: billing.listPlans(app.config.payments, app.config.ai) }),
  );
  app.post(
    '/api/billing/checkout',
    {
      config,
      schema: {
        tags,
        summary: 'Start a checkout for PREMIUM, UNLIMITED or ULTRA; answers where to send the browser',
        body: checkoutBody,
        response: { 200: checkoutResponse, ...errors },
      },
    },
    async (request) => billing.startCheckout(ctx, origin, await me(request), request.body.plan),
  );
  app.get(
    '/api/billing/subscription',
    {
      config,
      schema: {
        tags,
        summary: 'My plan and subscription',
        response: { 200: subscriptionResponse, ...errors },
      },
    },
    async (request) => billing.subscriptionView(ctx, await me(request)),
  );
  app.post(
    '/api/billing/status-check',
    {
      config,
      schema: {
        tags,
        summary: 'Whether a payment for the expected plan has been confirmed',
        body: statusCheckBody,
        response: { 200: statusCheckResponse, ...errors },
      },
    },
    async (request) => billing.statusCheck(ctx, await me(request), request.body.expectedType),
  );
  for (const [path, cancel, summary] of [
    ['cancel', true, 'Cancel at the end of the billing period: access continues until then'],
    ['resume', false, 'Undo a cancellation before the period ends'],
  ] as const)
    app.post(
      `/api/billing/subscription/${path}`,
      { config, schema: { tags, summary, response: { 200: subscriptionResponse, ...errors } } },
      async (request) => billing.setCancelAtPeriodEnd(ctx, await me(request), cancel),
    );
  app.post(
    '/api/billing/subscription/plan',
    {
      config,
      schema: {
        tags,
        summary: 'Switch to another paid plan',
        body: changePlanBody,
        response: { 200: subscriptionResponse, ...errors },
      },
    },
    async (request) => billing.changePlan(ctx, await me(request), request.body.plan),
  );
  app.post(
    '/api/billing/portal',
    {
      config,
      schema: {
        tags,
        summary: "Where to update the card: Stripe's customer portal or the sandbox's card page",
        response: { 200: portalResponse, ...errors },
      },
    },
    async (request) => billing.portalUrl(ctx, origin, await me(request)),
  );

  // Stripe signs the exact bytes it sends, so this route reads its body raw (and only this route).
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hook.post(
      '/api/billing/webhook',
      {
        schema: {
          tags,
          summary: 'Billing events, verified by their Stripe signature',
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), 400: errorBody },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        const { duplicate } = await receiveWebhook(
          ctx,
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const, duplicate };
      },
    );
  });

  // The sandbox's checkout and card pages (404 with Stripe).
  app.get(
    '/api/billing/sandbox/checkout/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A sandbox checkout session',
        params: sandboxSessionParams,
        response: { 200: sandboxCheckoutView, ...errors },
      },
    },
    async (request) => billing.sandboxSession(ctx, await me(request), request.params.id),
  );
  app.post(
    '/api/billing/sandbox/checkout/:id/pay',
    {
      config,
      schema: {
        tags,
        summary: 'Pay a sandbox checkout with a test card',
        params: sandboxSessionParams,
        body: sandboxCardBody,
        response: { 200: sandboxPayResponse, ...errors },
      },
    },
    async (request) => billing.sandboxPay(ctx, await me(request), request.params.id, request.body.cardNumber),
  );
  app.post(
    '/api/billing/sandbox/checkout/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Leave a sandbox checkout without paying',
        params: sandboxSessionParams,
        response: { 200: sandboxPayResponse, ...errors },
      },
    },
    async (request) => billing.sandboxCancel(ctx, await me(request), request.params.id),
  );
  app.post(
    '/api/billing/sandbox/card',
    {
      config,
      schema: {
        tags,
        summary: 'Replace the card on file with a test card',
        body: sandboxCardBody,
        response: { 200: successBody, ...errors },
      },
    },
    async (request) => {
      await billing.sandboxUpdateCard(ctx, await me(request), request.body.cardNumber);
      return { success: true as const };
    },
  );
  app.post(
    '/api/billing/sandbox/simulate',
    {
      config,
      schema: {
        tags,
        summary: "Make happen what Stripe's test clocks would: end the period, fail a payment, pause, resume",
        body: sandboxSimulateBody,
        response: { 200: subscriptionResponse, ...errors },
      },
    },
    async (request) => billing.sandboxSimulate(ctx, await me(request), request.body.action),
  );
};
