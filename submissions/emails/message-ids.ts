/**
 * The Message-ID of a submission's notification to the studio, `<enquiry-42@northbeam.studio>`
 * (the domain of MAIL_FROM): the same whenever it is composed, so a staff reply names it in
 * In-Reply-To and References, and mail programs show the reply in the notification's thread.
 */
export const notificationMessageId = (kind: string, number: number, from: string): string =>
  `<${kind}-${number}@${from.slice(from.lastIndexOf('@') + 1)}>`;
