/** What the server answers any API request it cannot serve (platform/http/). */
export const en = {
  api: {
    notFound: 'There is no API endpoint at this address.',
    badRequest: 'This request could not be read. Check its address and body, and send it again.',
    databaseUnavailable: 'Our database is not answering right now. Try again in a minute.',
    serverError: 'Something went wrong on our side. Try again in a minute.',
  },
} as const;
