/**
 * A From header's mailbox: the display name, quoted (a name such as "Northbeam Studio, LLC" holds
 * characters an unquoted one may not), then the address. The name has no quote, backslash, angle
 * bracket or line break: MAIL_FROM_NAME refuses them (platform/config/env.ts).
 */
export const mailbox = (name: string, address: string): string => `"${name}" <${address}>`;
