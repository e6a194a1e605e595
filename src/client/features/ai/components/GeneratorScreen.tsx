import { EngineLabel } from '@client/components/EngineLabel';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import { atLimit, useAiUsage } from '@client/lib/ai-usage';
import { ApiError } from '@client/lib/api';
import Stack from '@mui/material/Stack';
import type { SourceRequest } from '@shared/contracts/ai';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { type GeneratorResult, type GeneratorTool, useGenerator } from '../api';
import type { KeptGeneration } from '../generations';
import { type SourceChoice, sourceLabel, sourceRequest, sourceTitleOf } from '../model/source';
import { GenerateStep } from './GenerateStep';
import { GenerationHistory, KeptBanner } from './KeptGenerations';
import { SourcePicker } from './SourcePicker';
import { Step } from './Step';
import { UsageLine } from './UsageLine';

type Props<Result> = {
  tool: GeneratorTool;
  title: string;
  intro: string;
  label: string;
  options?: ReactNode;
  /** The request body: the source, plus this generator's options. */
  body: (source: SourceRequest) => object;
  onResult: (result: Result) => void;
  /** Step 3 (check and edit) and step 4 (save), once there is a result. */
  preview: ReactNode;
  save: ReactNode;
  /** The kept generation on screen and the history (useKeptGeneration). */
  kept: KeptGeneration;
};

/**
 * The frame of the three generators: the allowance, then 1. the source, 2. generate (with progress and
 * cancel; at the limit, the plans page), 3. check and edit, 4. save into a topic.
 */
export function GeneratorScreen<Result extends GeneratorResult>(props: Props<Result>) {
  const { tool, title, intro, label, options, body, onResult, preview, save, kept } = props;
  const usage = useAiUsage();
  const [source, setSource] = useState<SourceChoice | null>({ kind: 'text', text: '' });
  const generator = useGenerator<object, Result>(tool);
  const request = sourceRequest(source);
  const limitHit = generator.error instanceof ApiError && generator.error.code === 'limit_reached';
  const limited = limitHit || atLimit(usage.data?.tools[tool]);

  const generate = () => {
    if (!request) return;
    const sourceTitle = sourceTitleOf(source);
    generator.mutate(body(request), {
      onSuccess: (result) => {
        kept.took(result.generation, sourceTitle);
        onResult(result);
      },
    });
  };

  return (
    <PageContainer
      title={title}
      intro={
        <>
          {intro} Each result is kept in your history until you save or discard it.{' '}
          <RouterLink to="/ai-tools">All AI tools</RouterLink>
        </>
      }
    >
      <UsageLine tool={tool} />
      <EngineLabel />
      <Step number={1} title="Choose the material">
        <SourcePicker value={source} onChange={setSource} disabled={generator.isPending} />
      </Step>
      <Step number={2} title="Generate">
        <GenerateStep
          options={options}
          label={label}
          working={sourceLabel(source)}
          ready={Boolean(request)}
          hint="Paste some text, upload a file, or pick a note or a case first."
          pending={generator.isPending}
          limited={limited}
          error={generator.error}
          onGenerate={generate}
          onCancel={generator.cancel}
        />
      </Step>
      {preview ? (
        <Step number={3} title="Check and edit">
          <Stack spacing={2}>
            <KeptBanner kept={kept} />
            <EngineLabel producer={generator.data?.engine} />
            {preview}
          </Stack>
        </Step>
      ) : null}
      {save ? (
        <Step number={4} title="Save into a topic">
          <Stack spacing={2}>{save}</Stack>
        </Step>
      ) : null}
      <GenerationHistory tool={tool} kept={kept} />
    </PageContainer>
  );
}
