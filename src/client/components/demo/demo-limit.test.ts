import { ApiError } from '@client/lib/api';
import { MESSAGES } from '@shared/errors';
import { describe, expect, it } from 'vitest';
import { demoLimitReached } from './demo-limit';

describe('the demos’ hourly allowance', () => {
  it('is the server’s refusal, not the client’s own refusal of a double click', () => {
    expect(demoLimitReached(new ApiError(429, 'rate_limited', MESSAGES.demoRateLimited))).toBe(true);
    expect(demoLimitReached(new ApiError(429, 'rate_limited', MESSAGES.identicalRequest))).toBe(false);
    expect(demoLimitReached(new ApiError(429, 'limit_reached', MESSAGES.limitReached))).toBe(false);
    expect(demoLimitReached(new Error('offline'))).toBe(false);
  });
});
