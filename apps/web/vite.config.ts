import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development `vite` proxies the API to the Fastify server; in production Fastify serves dist/.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1200 },
});
