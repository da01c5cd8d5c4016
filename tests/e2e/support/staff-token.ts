/** STAFF_TOKEN of the server the browser tests start, so they can read staff endpoints. */
export const E2E_STAFF_TOKEN = 'e2e-staff-token-not-a-secret';
