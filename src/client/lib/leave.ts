// Checkout and the card page live at another address (Stripe's, or the sandbox's own pages), reached by
// a full page load. The one place that leaves Ratio's router, swappable in tests as configureApi is.

let assign: (url: string) => void = (url) => window.location.assign(url);

export function leaveFor(url: string): void {
  assign(url);
}

/** Tests replace the browser's navigation, which jsdom does not perform. */
export function configureLeave(fn: (url: string) => void): void {
  assign = fn;
}
