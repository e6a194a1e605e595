// The import and export formats, for the import service and the export routes. Pure functions over bytes:
// no database, no HTTP.
export { type AnkiImportOptions, parseAnkiPackage } from './anki';
// The zip reader, for the document extractor that opens .docx files the same careful way.
export { listZipEntries } from './anki/zip';
export {
  type ColumnMapping,
  type DelimitedOptions,
  type DelimitedPreview,
  type Delimiter,
  parseDelimited,
  previewDelimited,
} from './delimited';
export { buildAnkiPackage, buildCsv, type CsvCard, type ExportCard } from './export';
export { MAX_NOTES, MAX_ROWS, MAX_UNCOMPRESSED_BYTES, MAX_UPLOAD_BYTES } from './limits';
export { parseQuizlet, previewQuizlet, type QuizletOptions, type QuizletPreview } from './quizlet';
export * from './types';
