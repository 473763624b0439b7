/**
 * How long a hook of the journeys may take (vitest.e2e.config.ts): starting a file's server
 * and browser, and stopping them, which the fixtures bound by it as the hooks did before.
 */
export const HOOK_TIMEOUT_MS = 90_000;
