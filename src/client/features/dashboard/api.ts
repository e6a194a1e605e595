import { notify } from '@client/components/feedback/notify';
import { call } from '@client/lib/api';
import { logger } from '@client/lib/logger';
import { studyKeys, subjectKeys } from '@client/lib/query-keys';
import type { DashboardSettings } from '@shared/contracts/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mergeWithDefaults, readLocal, writeLocal } from './settings';

// Subjects and study statistics use the keys of the Subjects and History screens, so the dashboard shares
// their cache and is refreshed by the same invalidations.
export const dashboardKeys = { settings: ['dashboard-settings'] as const };
const SETTINGS_KEY = dashboardKeys.settings;

const storage = () => globalThis.localStorage;
const put = (settings: DashboardSettings) =>
  // Toggling a section off and on again within 2 s is a real change; the duplicate guard must not refuse it.
  call('PUT /api/me/dashboard-settings', { body: { settings } }, { allowDuplicate: true });

/**
 * The layout: the local copy at once, then the server's. When the server has none yet, the
 * local settings (or the defaults) are pushed to it.
 */
export function useDashboardSettings() {
  // Read once per mount: a placeholder function runs on every render, and each run made a new object.
  const [placeholder] = useState(() => readLocal(storage()) ?? mergeWithDefaults(null));
  return useQuery<DashboardSettings, Error, DashboardSettings, typeof SETTINGS_KEY>({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) => {
      const { settings } = await call('GET /api/me/dashboard-settings', {}, { signal });
      if (settings) {
        const merged = mergeWithDefaults(settings);
        writeLocal(storage(), merged);
        return merged;
      }
      const local = readLocal(storage()) ?? mergeWithDefaults(null);
      writeLocal(storage(), local);
      try {
        await put(local);
      } catch (err) {
        // The dashboard still works from the local copy; the next change tries the server again.
        logger.warn('Could not push the dashboard settings to the server.', err);
      }
      return local;
    },
    placeholderData: placeholder,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveDashboardSettings() {
  const client = useQueryClient();
  return useMutation({
    // One save at a time, in the order made, so quick changes reach the server in sequence.
    scope: { id: 'dashboard-settings' },
    mutationFn: put,
    onMutate: (settings) => {
      client.setQueryData(SETTINGS_KEY, settings);
      writeLocal(storage(), settings);
    },
    onError: () =>
      notify('Your layout is kept on this device but could not be saved to your account.', 'warning'),
  });
}

export function useDashboardStats() {
  return useQuery({
    queryKey: studyKeys.stats(),
    queryFn: ({ signal }) => call('GET /api/study/stats', {}, { signal }),
  });
}

export function useDashboardSubjects() {
  return useQuery({
    queryKey: subjectKeys.list(),
    queryFn: ({ signal }) => call('GET /api/subjects', {}, { signal }).then((r) => r.items),
  });
}
