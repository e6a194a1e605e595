// Downloads made in the browser, from content built here (nothing is sent to the server to export).

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later, not at once: some browsers start reading the blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Canvas limits that every current browser accepts (Safari's area cap is the tightest). */
const MAX_SIDE = 16_384;
const MAX_AREA = 16_777_216;

/**
 * The SVG drawn onto a canvas at twice its size (sharp on high-density screens), scaled down as needed to
 * stay within what a canvas can hold, then encoded as PNG.
 */
export async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  const scale = Math.min(2, MAX_SIDE / width, MAX_SIDE / height, Math.sqrt(MAX_AREA / (width * height)));
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.floor(width * scale));
    canvas.height = Math.max(1, Math.floor(height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw images.');
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
