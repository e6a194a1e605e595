import { fakeServer, json, renderRoutes } from '@client/app/testing/screens';
import type { Auth } from '@client/components/auth/auth-context';
import { AuthContext } from '@client/components/auth/auth-context';
import type { AiEngineInfo } from '@shared/contracts/ai-engine';
import type { Plan } from '@shared/plans';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineLabel } from './EngineLabel';

// The label on an AI screen and on each result: the server's engine for the user's plan, or the engine a
// stored result says made it, in the shared words.

afterEach(cleanup);

const LOCAL: AiEngineInfo = {
  kind: 'local',
  languageModel: false,
  model: null,
  enhancedModel: false,
  ultraModel: null,
};
const HOSTED: AiEngineInfo = {
  kind: 'openai',
  languageModel: true,
  model: 'gpt-4o-mini',
  enhancedModel: true,
  ultraModel: 'gpt-4o',
};

function show(engine: AiEngineInfo, plan: Plan | null, labels: React.ReactNode) {
  fakeServer((r) =>
    r.url === '/api/ai/engine' ? json(engine) : json({ error: { code: 'not_found', message: '' } }, 404),
  );
  const user = plan
    ? { id: 'u', username: 'u', email: 'u@example.com', role: 'user' as const, plan, createdAt: '' }
    : null;
  const auth = { user, status: 'ready' } as Auth;
  renderRoutes('/', <Route path="/" element={<AuthContext value={auth}>{labels}</AuthContext>} />);
}
/** Waits until the labels read `expected` (the server's answer comes after the stored results' labels). */
const labelsRead = (expected: string[]) =>
  waitFor(() => expect(screen.queryAllByTestId('engine-label').map((l) => l.textContent)).toEqual(expected));

describe('the engine label', () => {
  it('says the offline engine has no language model, on a screen and on a mark', async () => {
    show(
      LOCAL,
      'ULTRA',
      <>
        <EngineLabel />
        <EngineLabel use="marking" />
      </>,
    );
    await labelsRead([
      'Offline engine: built from your text and Ratio’s library, no language model',
      'Checklist marking by the offline engine: indicative grade',
    ]);
  });

  it('names the model the user’s plan gets, and what a stored result says made it, whatever runs now', async () => {
    show(
      HOSTED,
      'ULTRA',
      <>
        <EngineLabel />
        <EngineLabel producer={{ kind: 'local', model: null }} />
        <EngineLabel producer={{ kind: 'openai', model: 'llama-3.1-8b' }} use="marking" />
        <EngineLabel producer={null} />
      </>,
    );
    await labelsRead([
      'Written by a language model (gpt-4o)',
      'Offline engine: built from your text and Ratio’s library, no language model',
      'Marked by a language model (llama-3.1-8b): indicative grade',
    ]);
    cleanup();
    show(HOSTED, 'PREMIUM', <EngineLabel />);
    await labelsRead(['Written by a language model (gpt-4o-mini)']);
  });
});
