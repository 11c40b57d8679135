import { defineConfig } from 'vitest/config'

/** The real-browser tests (Chromium through playwright-core): `npm run test:browser`. */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
