/**
 * The production server the browser tests start. E2E_PORT lets two checkouts, or two runs of
 * one checkout, test side by side: each port has its own database and its own output folder.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATABASE = `test-results/e2e-${E2E_PORT}.db`;
export const E2E_OUTPUT = `test-results/e2e-${E2E_PORT}`;
