import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev --workspace @vh/web` proxies the API to a running gateway (npm start).
const gateway = process.env.VH_GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: Object.fromEntries(['/api', '/graphql', '/dev'].map((prefix) => [prefix, gateway])),
  },
});
