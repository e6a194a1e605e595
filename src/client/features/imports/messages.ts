// The upload messages of the error catalogue, kept with the feature that raises them.
export const UPLOAD_MESSAGES = {
  invalidResponse: 'Upload: Invalid server response',
  network: 'Network error during upload',
  aborted: 'Upload aborted',
  failed: 'Upload failed',
  tooLarge: 'The file is larger than 50 MB.',
} as const;

/** The server refuses larger uploads with 413; checking first saves uploading 50 MB for nothing. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
