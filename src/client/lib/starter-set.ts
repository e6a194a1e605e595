import { call } from '@client/lib/api';
import { invalidateAll, studyKeys, subjectKeys, topicKeys } from '@client/lib/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';

// The SQE starter set (the FLK subjects and their main topics in one click): offered by the SQE area and by
// the dashboard's first-run guide, so it lives here rather than in either feature.
export function useStarterSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/sqe/starter-set'),
    onSuccess: () => {
      // The new subjects and topics appear in the navigation's Subjects menu and on every subjects screen.
      invalidateAll(client, [subjectKeys.all, topicKeys.all, studyKeys.all]);
    },
  });
}
