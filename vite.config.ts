import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// React Router's package exports name only its development build, whatever the mode, so a production bundle
// carried its development warnings (the builds differ in nothing else). The build takes the production
// build beside it by path; the dev server keeps the warnings. See docs/decisions/0080.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: r('./node_modules/react-router/dist/production/index.mjs'),
};

export default defineConfig(({ command }) => ({
  root: r('./src/client'),
  publicDir: r('./public'),
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@shared', replacement: r('./src/shared') },
      { find: '@client', replacement: r('./src/client') },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
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
}));
