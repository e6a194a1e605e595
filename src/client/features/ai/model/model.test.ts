import { TOOL_TYPES } from '@shared/ai-limits';
import { describe, expect, it } from 'vitest';
import { markdownOutline, outlineToTree } from './outline';
import { AI_TOOL_GROUPS } from './tools';

describe('editing a mind map as an outline', () => {
  it('reads back the outline markdownOutline writes, notes included', () => {
    let n = 0;
    const id = () => `n${++n}`;
    const tree = {
      id: 'r',
      label: 'Contract',
      note: 'Formation and terms.',
      children: [
        {
          id: 'a',
          label: 'Offer',
          note: 'A definite promise.\nMust be certain.',
          children: [{ id: 'b', label: '- not a bullet', children: [] }],
        },
        { id: 'c', label: 'Consideration', children: [] },
      ],
    };
    expect(outlineToTree(markdownOutline(tree), id)).toEqual({
      id: 'n1',
      label: 'Contract',
      note: 'Formation and terms.',
      children: [
        {
          id: 'n2',
          label: 'Offer',
          note: 'A definite promise.\nMust be certain.',
          children: [{ id: 'n3', label: '- not a bullet', children: [] }],
        },
        { id: 'n4', label: 'Consideration', children: [] },
      ],
    });
  });

  it('takes what people type: tabs, stars, a skipped level, and no root', () => {
    const tree = outlineToTree('# Tort\n* Negligence\n\t* Duty\n      - Breach\n- Nuisance');
    expect(tree!.children.map((c) => c.label)).toEqual(['Negligence', 'Nuisance']);
    expect(tree!.children[0]!.children.map((c) => c.label)).toEqual(['Duty']);
    expect(tree!.children[0]!.children[0]!.children.map((c) => c.label)).toEqual(['Breach']);
    expect(outlineToTree('- just bullets')).toBeNull();
  });
});

describe('the AI tools hub', () => {
  it('lists every counted tool once, and the assistant', () => {
    const all = AI_TOOL_GROUPS.flatMap((g) => g.tools);
    expect(all.filter((t) => t.tool === null).map((t) => t.to)).toEqual(['/assistant']);
    const listed = all.flatMap((t) => (t.tool ? [t.tool] : []));
    expect([...listed].sort()).toEqual([...TOOL_TYPES].sort());
  });
});
