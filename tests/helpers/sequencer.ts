import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (files that failed last time, then the longest last time, then the largest), with the
 * browser journeys ahead of everything else (docs/decisions/0083). They are the longest files, and when
 * they start first the two workers finish together on short unit and client files instead of one worker
 * running the last journeys alone.
 */
export default class JourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const journey = (file: TestSpecification) => file.project.name === 'e2e';
    return [...sorted.filter(journey), ...sorted.filter((file) => !journey(file))];
  }
}
