import { call } from '@client/lib/api';
import { mindMapKeys } from '@client/lib/query-keys';
import type { Topic } from '@shared/contracts/subjects';
import { makeNodeId } from '@shared/mindmap-tree';
import { useMutation, useQuery } from '@tanstack/react-query';

// A topic's mind maps (the mind-map screens own editing; this lists, links and starts one). The key sits
// under 'mindmaps', which those screens refresh after every save, so this list stays current.

export function useTopicMindMaps(topicId: string) {
  return useQuery({
    queryKey: mindMapKeys.topic(topicId),
    queryFn: ({ signal }) => call('GET /api/mindmaps', { query: { topicId, limit: 50 } }, { signal }),
  });
}

export function useCreateTopicMindMap(topic: Topic) {
  return useMutation({
    mutationFn: () =>
      call('POST /api/mindmaps', {
        body: {
          title: `${topic.name} mind map`,
          root: { id: makeNodeId(), label: topic.name, children: [] },
          subjectId: topic.subjectId,
          topicId: topic.id,
        },
      }).then((r) => r.mindmap),
  });
}
