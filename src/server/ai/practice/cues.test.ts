import { describe, expect, it } from 'vitest';
import { compileCues, matches, matchingCue, normaliseForCues, prepareText } from './cues';

// The marking guide's cues: a point is found only where a careful reader would say it was made.

describe('cue matching', () => {
  it('matches terms on word boundaries, ignoring case', () => {
    expect(matches([['deposit']], 'The DEPOSIT is paid on exchange.')).toBe(true);
    expect(matches([['deposit']], 'She made two deposits.')).toBe(false);
    expect(matches([['act']], 'The parties acted quickly.')).toBe(false);
    expect(matches([['exchange', 'binding']], 'Once binding, the exchange cannot be undone.')).toBe(true);
    expect(matches([['exchange', 'binding']], 'The exchange happens next week.')).toBe(false);
  });

  it('treats a trailing * as a prefix wildcard', () => {
    expect(matches([['misrepresent*']], 'There was a misrepresentation.')).toBe(true);
    expect(matches([['misrepresent*']], 'He misrepresented the mileage.')).toBe(true);
    expect(matches([['misrepresent*']], 'No representation was made.')).toBe(false);
    expect(matches([['forfeit*']], 'The deposit is forfeited.')).toBe(true);
  });

  it('finds section numbers in their usual forms, and not a different section', () => {
    const s2 = [['s 2', '1989']];
    expect(matches(s2, 'under s 2 of the Law of Property (Miscellaneous Provisions) Act 1989')).toBe(true);
    expect(matches(s2, 'under s. 2 of the 1989 Act')).toBe(true);
    expect(matches(s2, 'under section 2 of the 1989 Act')).toBe(true);
    expect(matches(s2, 'under s2(1) LP(MP)A 1989')).toBe(true);
    expect(matches(s2, 'under s 20 of the 1989 Act')).toBe(false);
    expect(matches(s2, 'under s 2A of the 1989 Act')).toBe(false);
    expect(matches([['section 78']], 'I apply to exclude it under s 78 of PACE.')).toBe(true);
    expect(matches([['s 11', '1977']], 'the reasonableness test (UCTA 1977, ss 6(1a) and 11)')).toBe(true);
    expect(matches([['pt 1']], 'Sch 1, Part 1, para 2')).toBe(true);
    expect(matches([['para 2']], 'Sch 1, Pt 1, paragraph 2')).toBe(true);
  });

  it('matches bracketed sub-section terms right after a number', () => {
    expect(matches([['(1)']], 'section 2(1) requires writing')).toBe(true);
    expect(matches([['s 2(1)']], 'section 2 (1) requires writing')).toBe(true);
    expect(matches([['s 2(1)']], 'section 2(2) requires writing')).toBe(false);
  });

  it('normalises curly quotes, dashes and hyphenated words', () => {
    expect(matches([["client's"]], 'The client’s deposit')).toBe(true);
    expect(matches([['client’s']], "The client's deposit")).toBe(true);
    expect(matches([['pre-action']], 'the pre action protocol')).toBe(true);
    expect(matches([['pre-action']], 'the pre–action protocol')).toBe(true);
    expect(normaliseForCues('“Buyer” – ‘A’')).toBe('"buyer" - \'a\'');
  });

  it('says which cue matched, the first that does', () => {
    const cues = [['mortgage offer'], ['mortgage', 'before exchange']];
    expect(matchingCue(cues, 'Check the mortgage is in place before exchange.')).toEqual([
      'mortgage',
      'before exchange',
    ]);
    expect(matchingCue(cues, 'Send me your mortgage offer.')).toEqual(['mortgage offer']);
    expect(matchingCue(cues, 'Nothing about lending.')).toBeNull();
  });

  it('compiles a cues array once and reuses the answers for one prepared text', () => {
    const cues = [['deposit', 'lost']];
    expect(compileCues(cues)).toBe(compileCues(cues));
    expect(compileCues([['deposit', 'lost']])).not.toBe(compileCues(cues));
    const prepared = prepareText('The deposit is lost.');
    expect(matches(cues, prepared)).toBe(true);
    expect(prepared.seen.size).toBe(2);
    expect(matches([['deposit']], prepared)).toBe(true);
    expect(prepared.seen.size).toBe(2);
  });
});
