import type { AnchorHTMLAttributes } from 'react';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to a page of the site. Every page is a document of its own (decision 0017): following
 * a link loads the server's cached page, made instant by the hover prefetch and speculation rules.
 */
export function Link({ to, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}
