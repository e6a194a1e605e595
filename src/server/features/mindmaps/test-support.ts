import { expect } from 'vitest';
import type { Client, TestApp } from '../../../../tests/helpers/test-app';
import type { MindMap, MindMapNode } from '../../../shared/contracts/mindmaps';

// What the mind-map test files share: requests as a user, small trees, and a subject with a topic.

export const node = (id: string, label: string, children: MindMapNode[] = []): MindMapNode => ({
  id,
  label,
  children,
});
export const contract = () =>
  node('root', 'Contract', [node('offer', 'Offer', [node('itt', 'Invitation to treat')])]);

type Res = { json(): { error: { details?: Array<{ path: string; message: string }> } } };
/** The field errors of a 400. */
export const details = (res: Res) => res.json().error.details ?? [];

export function mindMapRequests(t: TestApp) {
  const create = (as: Client, payload: object) =>
    t.request({ method: 'POST', url: '/api/mindmaps', payload, as });
  return {
    create,
    patch: (as: Client, id: string, payload: object) =>
      t.request({ method: 'PATCH', url: `/api/mindmaps/${id}`, payload, as }),
    get: (as: Client, id: string) => t.request({ method: 'GET', url: `/api/mindmaps/${id}`, as }),
    list: (as: Client, query = '') => t.request({ method: 'GET', url: `/api/mindmaps${query}`, as }),
    async newMap(as: Client, payload: object = {}): Promise<MindMap> {
      const res = await create(as, { title: 'Contract', root: contract(), ...payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().mindmap;
    },
    async makeTopic(as: Client, name = 'Contract') {
      const s = await t.request({ method: 'POST', url: '/api/subjects', payload: { name }, as });
      const subject = s.json().subject;
      const tp = await t.request({
        method: 'POST',
        url: `/api/subjects/${subject.id}/topics`,
        payload: { name: 'Formation' },
        as,
      });
      return { subject, topic: tp.json().topic };
    },
  };
}
