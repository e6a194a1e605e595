import { useAiEngine } from '@client/lib/ai-engine';

/**
 * Where the AI tools process what a user gives them, for the engine this server runs (decisions 0015 and
 * 0050): the offline engine never sends text anywhere; a language model is reached through the provider the
 * operator configured. Until the server has said which, both are stated, which is true either way.
 */
export function AiProcessing() {
  const engine = useAiEngine().data;
  if (!engine)
    return (
      <>
        Ratio's AI tools either run entirely on Ratio's own server or, where this service is set up with a
        language model, send the text you give them to that model's provider to produce the result.
      </>
    );
  if (engine.kind === 'local')
    return (
      <>
        Ratio's AI tools run entirely on Ratio's own server, with an offline engine that uses no language
        model: the text you give them, your questions and your practice answers are not sent to anyone else.
      </>
    );
  return (
    <>
      Ratio's AI tools use a language model{engine.model ? ` (${engine.model})` : ''}, reached through the
      model provider this service is set up with: the text you give a generator, your chat questions with the
      recent messages of the conversation and the library passages or notes found for them, and your practice
      answers and transcripts are sent to that provider to produce the result. Nothing else about you is sent.
    </>
  );
}
