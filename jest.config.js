/**
 * Test tiers: `unit` (pure code beside the sources), `integration` (through the gateway against the
 * real PostgreSQL, Redis and Kafka that tests/setup starts), `e2e` (the player web in Debian's
 * Chromium against the same stack) and `faults` (drills that break the stack under load). `npm test`
 * runs them all.
 */
const transform = { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] };
// .local holds runtime files and bench:hunt's baseline checkouts, whose packages share our names.
const modulePathIgnorePatterns = ['<rootDir>/.local/'];

module.exports = {
  // Integration tests wait on real services, mail and Kafka; unit tests finish far below this.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      modulePathIgnorePatterns,
      testMatch: [
        '<rootDir>/services/*/src/**/__tests__/**/*.test.ts',
        '<rootDir>/gateway/src/**/__tests__/**/*.test.ts',
        '<rootDir>/web/src/**/__tests__/**/*.test.ts',
        '<rootDir>/admin-web/src/**/__tests__/**/*.test.ts',
        '<rootDir>/web-kit/src/**/__tests__/**/*.test.ts',
        '<rootDir>/scripts/**/__tests__/**/*.test.ts',
      ],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform,
      modulePathIgnorePatterns,
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/setup/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/setup/globalTeardown.ts',
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      modulePathIgnorePatterns,
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/setup/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/setup/globalTeardown.ts',
    },
    {
      // Starts its own stack: the drills kill and restart its processes (docs/fault-drills.md).
      displayName: 'faults',
      testEnvironment: 'node',
      transform,
      modulePathIgnorePatterns,
      testMatch: ['<rootDir>/tests/faults/**/*.test.ts'],
    },
  ],
};
