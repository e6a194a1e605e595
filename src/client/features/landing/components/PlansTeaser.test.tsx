import { billingServer, json, renderBilling } from '@client/app/testing/billing-screens';
import { WEEKLY_LIMITS } from '@shared/ai-limits';
import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlansTeaser } from './PlansTeaser';

// The landing page's plans teaser prints the allowance the server enforces, from the one limits table.

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const routes = <Route path="/" element={<PlansTeaser />} />;
const engine = () => json({ engine: 'local', enhancedModel: false });

describe('the landing page plans teaser', () => {
  it('prints the same practice allowance as the pricing page and links to it', async () => {
    billingServer(null, { 'GET /api/ai/engine': engine });
    renderBilling('/', routes, null);
    const premium = screen.getByRole('article', { name: 'PREMIUM plan' });
    expect(
      within(premium).getByText(
        `${WEEKLY_LIMITS.PREMIUM?.practice} practice papers a week for each SQE2 practice tool`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See full pricing' }).getAttribute('href')).toBe('/pricing');
  });
});
