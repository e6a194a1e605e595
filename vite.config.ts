import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./public'),
  plugins: [react()],
  resolve: {
    alias: { '@shared': r('./src/shared'), '@client': r('./src/client') },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    // Every screen is a lazy chunk; the landing page must stay small (bench/bundle.ts measures it).
    chunkSizeWarningLimit: 600,
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    // npm run dev starts the API on PORT (3000 by default); the dev client forwards /api to it.
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
