import { notify } from '@client/components/feedback/notify';
import type { MindmapsResult } from '@shared/contracts/ai';
import { useState } from 'react';
import { useSaveMindMap } from '../api';
import { GeneratorScreen } from '../components/GeneratorScreen';
import { type DraftMap, MindMapPreview } from '../components/MindMapPreview';
import { type Saved, SaveStep } from '../components/SaveStep';
import { useKeptGeneration } from '../generations';
import { markdownOutline, outlineToTree } from '../model/outline';

export default function MindMapGeneratorPage() {
  const [map, setMap] = useState<DraftMap | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const save = useSaveMindMap();
  const show = (mindmap: MindmapsResult['mindmap']) => {
    setSaved(null);
    save.reset();
    setMap({ title: mindmap.title, outline: markdownOutline(mindmap.root) });
  };
  const kept = useKeptGeneration('mindmaps', {
    show: (g) => g.tool === 'mindmaps' && show(g.result.mindmap),
    clear: () => setMap(null),
  });
  const root = map ? outlineToTree(map.outline) : null;
  const problem = !map?.title.trim()
    ? 'Give the mind map a title.'
    : !root
      ? 'The outline needs a centre ("# ").'
      : null;
  return (
    <GeneratorScreen<MindmapsResult>
      tool="mindmaps"
      title="Create Mind Maps"
      intro="Turn a topic's material into a mind map of its themes, key terms, cases and sections."
      label="Generate a mind map"
      body={(source) => source}
      onResult={(result) => show(result.mindmap)}
      kept={kept}
      preview={map ? <MindMapPreview map={map} onChange={setMap} /> : null}
      save={
        map ? (
          <SaveStep
            label="Save the mind map"
            problem={problem}
            noSubjectsText="Mind maps are saved into a topic of a subject."
            pending={save.isPending}
            error={save.error}
            saved={saved}
            onSave={(target) => {
              if (!root) return;
              save.mutate(
                { title: map.title.trim(), root, ...target },
                {
                  onSuccess: (created) => {
                    notify('The mind map was saved.', 'success');
                    kept.markSaved();
                    setSaved({
                      message: 'The mind map was saved.',
                      link: { to: `/mindmaps/${created.id}`, label: 'Open the mind map' },
                    });
                  },
                },
              );
            }}
          />
        ) : null
      }
    />
  );
}
