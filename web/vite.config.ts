import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// `npm run dev --workspace @vh/web` proxies the API to a running gateway (npm start).
const gateway = process.env.VH_GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  // Brotli and gzip copies of every asset, made once at build; the gateway serves them as they are.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.map$/ })],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: Object.fromEntries(['/api', '/graphql', '/dev'].map((prefix) => [prefix, gateway])),
  },
});
