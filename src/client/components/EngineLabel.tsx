import { useAiEngine } from '@client/lib/ai-engine';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Memory from '@mui/icons-material/Memory';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AiProducer,
  type EngineLabelUse,
  engineLabelText,
  producerFor,
} from '@shared/contracts/ai-engine';
import { useContext } from 'react';
import { AuthContext } from './auth/auth-context';

type Props = {
  /**
   * What made this result, as the server kept it. Undefined: describe the engine this server runs now (for
   * the user's plan), as a tool's screen does before there is a result. Null: not recorded (an answer kept
   * before engines were), so nothing is claimed.
   */
  producer?: AiProducer | null;
  use?: EngineLabelUse;
};

/** One line saying what wrote (or marked) an AI result: the offline engine, or a named language model. */
export function EngineLabel({ producer, use = 'result' }: Props) {
  const engine = useAiEngine();
  const plan = useContext(AuthContext)?.user?.plan;
  const shown = producer === undefined ? (engine.data ? producerFor(engine.data, plan) : null) : producer;
  if (!shown) return null;
  const Icon = shown.kind === 'local' ? Memory : AutoAwesome;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', minWidth: 0 }}
      data-testid="engine-label"
    >
      <Icon sx={{ fontSize: 16, color: 'text.secondary' }} aria-hidden="true" />
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {engineLabelText(shown, use)}
      </Typography>
    </Stack>
  );
}
