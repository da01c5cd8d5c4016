/** The public site's server-only texts: the offline and error pages, and the answers of its endpoints. */
export const en = {
  /** The offline page (site/web-app/offline-page.ts); no island reads it. */
  offline: {
    title: 'You’re offline',
    message:
      'This page hasn’t been saved on this device yet, so it can’t open without a connection. Pages you have already visited still open. Check your connection and try again.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  /** The page a visitor gets when the server fails (site/render/error-page.ts); no island reads it. */
  errorPage: {
    server: {
      title: 'Something went wrong on our side',
      message: 'This page could not be shown just now. The fault is ours, not yours: try again in a minute, or start from the home page.',
    },
    request: {
      title: 'This address could not be read',
      message: 'This address contains characters that aren’t allowed in a web address. Check it for a typo, or start from the home page.',
    },
    retry: 'Try again',
    home: 'Go to the home page',
  },
  /** Answers of the site's endpoints: the content API, IndexNow, web vitals. */
  api: {
    indexNowDisabled: 'IndexNow is not configured on this site.',
    indexNowInvalid: 'Send JSON with url, key and keyLocation, each a valid value.',
    indexNowWrongKey: 'The key or its location does not match this site’s IndexNow key.',
    indexNowNotOurPage: 'Only pages of this site can be submitted.',
    contentLang: 'Choose a language with ?lang=en or ?lang=ru.',
    vitalsUnsupportedType: 'Send web vitals as JSON (Content-Type: application/json).',
    vitalsTooMany: 'Too many web vitals reports from this address. Try again in {minutes} min.',
    vitalsTooLarge: 'This web vitals report is too large.',
    vitalsMalformed: 'This web vitals report is not valid JSON.',
    vitalsShape: 'Send {"samples": [...]} with 1 to {max} samples.',
    vitalsPath: 'Each sample must name a page of this site by its path, such as /en/blog.',
    vitalsName: 'The metric must be one of LCP, CLS, INP, FCP or TTFB.',
    vitalsValue: 'The value must be a number from 0 up to the metric’s limit.',
    vitalsId: 'The measurement id must be 1 to 64 letters, digits, dots, dashes or underscores.',
    vitalsUnavailable: 'Web vitals cannot be stored right now.',
  },
} as const;
