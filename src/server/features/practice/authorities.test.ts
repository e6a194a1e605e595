import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readDataDir } from '../../platform/data-files';
import { authoritiesIn, checkAuthorities } from './authorities';
import { bank } from './test-support';

// The authority check: every case and section the scenarios and SBAQ explanations name must be in the library
// under the name the library gives it.

const run = promisify(execFile);

describe('the authority check', () => {
  it('passes on the data as shipped, run as the script a maintainer runs', async () => {
    const { stdout } = await run('npx', ['tsx', 'scripts/check-authorities.ts'], { encoding: 'utf8' });
    expect(stdout).toMatch(/authorities named; \d+ not yet in the library \(listed\); 0 problems/);
  });

  it('finds cases and sections in prose', () => {
    const found = authoritiesIn(
      'Applying Stack v Dowden [2007] UKHL 17 and Jones v Kernott, and s 15 of the Trusts of Land and Appointment of Trustees Act 1996; see also Inheritance (Provision for Family and Dependants) Act 1975, ss 1(1)(c) and 3.',
    ).map((a) => (a.kind === 'case' ? a.cited : `${a.title} s ${a.sections.join()}`));
    expect(found).toEqual([
      'Stack v Dowden',
      'Jones v Kernott',
      'Inheritance (Provision for Family and Dependants) Act 1975 s 1',
      'Inheritance (Provision for Family and Dependants) Act 1975 s 3',
      'Trusts of Land and Appointment of Trustees Act 1996 s 15',
    ]);
  });

  it('fails on a misnamed case, a missing case or section, and a pending entry no longer needed', () => {
    const scenario = structuredClone(bank().forTool('legal-writing')[0]!);
    scenario.authorities = [
      'Ilott v The Blood Foundation [2017] UKSC 17',
      'Ilott v The Blue Cross [2017] UKSC 17',
      'Williams v Roffey Bros [1991] 1 QB 1',
      'Theft Act 1968, s 99',
      'Smith v Imaginary Holdings Ltd [2030] UKSC 1',
      'Re Dennis [1981] 2 All ER 140',
      // Abbreviated public bodies match the library's full names.
      'SRA v Sharma',
      'Hotson v East Berkshire AHA',
    ];
    scenario.modelAnswer = [
      'A model answer that names no authority at all.',
      ...scenario.modelAnswer.slice(1),
    ];
    for (const c of scenario.guide.criteria)
      for (const p of c.points) {
        p.text = 'Makes the point.';
        p.authority = undefined;
        p.misconceptions = [];
      }
    const files = {
      library: readDataDir('data/library'),
      practice: [{ name: 'x.json', text: JSON.stringify({ format: 'ratio-practice/1', items: [scenario] }) }],
      sbaq: [],
    };
    const { problems } = checkAuthorities(files, new Set(['Re Dennis', 'Stack v Dowden']));
    expect(problems).toEqual([
      expect.stringContaining(
        '"Ilott v The Blood Foundation" is named differently in the library: "Ilott v The Blue Cross"',
      ),
      expect.stringContaining('"Theft Act 1968" has no s 99 in the library'),
      expect.stringContaining('"Smith v Imaginary Holdings Ltd" is not in the library'),
      'pending list: "Stack v Dowden" is no longer needed (named nowhere, or now in the library)',
    ]);
  });
});
