import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// `npm run dev --workspace @vh/admin-web` proxies the API to a running gateway (npm start); open
// http://localhost:5173/admin/ after signing in on the gateway's origin is not possible (the token
// lives per origin), so sign in at http://localhost:5173/login is not available either: use the
// gateway-served build for sign-in, or copy the token into this origin's localStorage.
const gateway = process.env.VH_GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  base: '/admin/',
  // Brotli and gzip copies of every asset, made once at build; the gateway serves them as they are.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.map$/ })],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: Object.fromEntries(['/api', '/graphql'].map((prefix) => [prefix, gateway])),
  },
});
