/** One day in milliseconds: the site's periods (job closings, retention, reply promises, vitals windows) are whole UTC days. */
export const DAY_MS = 86_400_000;
