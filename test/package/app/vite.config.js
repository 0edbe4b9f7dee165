import { defineConfig } from 'vite';

export default defineConfig({
  build: { target: 'es2022', rollupOptions: { input: ['index.html', 'sw.html', 'widgets.html'] } },
  preview: { strictPort: true },
});
