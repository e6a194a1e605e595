import { MAX_REPORTED_ERRORS } from './limits';
import type { ImportError, ImportedCard, ImportedImage, ImportReport } from './types';

/** Collects cards and skipped rows; keeps the error list short enough to show while counting them all. */
export class ReportBuilder {
  readonly cards: ImportedCard[] = [];
  private readonly errors: ImportError[] = [];
  private skipped = 0;
  private unlisted = 0;
  mediaSkipped = 0;
  images: ImportedImage[] = [];

  skip(row: number | undefined, message: string): void {
    this.skipped++;
    if (this.errors.length < MAX_REPORTED_ERRORS)
      this.errors.push(row === undefined ? { message } : { row, message });
    else this.unlisted++;
  }

  build(): ImportReport {
    const errors = [...this.errors];
    if (this.unlisted > 0)
      errors.push({ message: `${this.unlisted} more were skipped for similar reasons.` });
    return {
      cards: this.cards,
      skipped: this.skipped,
      errors,
      mediaSkipped: this.mediaSkipped,
      ...(this.images.length > 0 ? { images: this.images } : {}),
    };
  }
}
