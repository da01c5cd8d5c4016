/**
 * The Message-ID of a submission's notification to the studio, `<enquiry-42@northbeam.studio>`
 * (the domain of MAIL_FROM): the same whenever it is composed, so a staff reply names it in
 * In-Reply-To and References, and mail programs show the reply in the notification's thread.
 */
export const notificationMessageId = (kind: string, number: number, from: string): string =>
  `<${kind}-${number}@${from.slice(from.lastIndexOf('@') + 1)}>`;

/** The header naming the record an email is about, by its kind: `X-Enquiry-Id: 42`, `X-Application-Id: 7`. */
export const recordIdHeader = (kind: string, id: number): Record<string, string> => ({
  [`X-${kind.charAt(0).toUpperCase()}${kind.slice(1)}-Id`]: String(id),
});
