// Vite builds the SPA into dist/, which the API server serves: hashed files under assets/, each text file
// with .br and .gz copies beside it, and no source maps (they would publish the sources). In development
// (`npm run dev`) Vite serves on :5173 and forwards API and upload requests to the server on :3000.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: false },
});
