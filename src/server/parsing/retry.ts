/** How long a client refused for memory or a full queue is asked to wait: an upload is read within seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 10;
