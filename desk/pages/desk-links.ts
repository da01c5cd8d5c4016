import type { SubmissionStatus } from '../../shared/submissions/statuses';
import type { Lang } from '../../shared/i18n/langs';
import type { StaffAccount } from '../accounts/account-store';
import type { Area } from '../auth/access';
import type { StatusView } from '../submission-queries';

export const DESK_PATH = '/staff';
export const APPLICATIONS_PATH = `${DESK_PATH}/applications`;
/** Where an invitation's link leads: the passkey's registration. */
export const INVITATION_PATH = `${DESK_PATH}/invitation`;
export const VITALS_PATH = `${DESK_PATH}/vitals`;
export const ACCOUNTS_PATH = `${DESK_PATH}/accounts`;
export const AUDIT_PATH = `${DESK_PATH}/audit`;
export const SETTINGS_PATH = `${DESK_PATH}/settings`;
export const REQUESTS_PATH = `${DESK_PATH}/requests`;

/** Who reads a desk page, in which language (`ui`: the address's, else the account's). */
export interface Viewer {
  ui: Lang;
  account: StaffAccount;
}

/** What a desk list shows: the filters, and who reads it. */
export interface DeskView extends Viewer {
  /** One status, or a view of several; `open` is the lists' own, left out of their addresses. */
  status?: SubmissionStatus | StatusView | undefined;
  lang?: Lang | undefined;
  q?: string | undefined;
  cursor?: number | undefined;
  /** Only what is assigned to the reader. */
  mine?: boolean | undefined;
}

export type Params = Record<string, string | number | undefined>;

/** A desk URL with its query; the desk's language travels in every link. */
export function deskHref(path: string, params: Params): string {
  const query = new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export const viewParams = ({ ui, status, lang, q, cursor, mine }: DeskView) => ({
  ui,
  status: status === 'open' ? undefined : status,
  lang,
  q,
  cursor,
  mine: mine ? 1 : undefined,
});

/** The desk's sections: each area's page and its name in the desk's bar (`nav`, desk/texts/access-en.ts), in the bar's order. */
export const DESK_SECTIONS = [
  { path: DESK_PATH, area: 'enquiry', label: 'inbox' },
  { path: APPLICATIONS_PATH, area: 'application', label: 'applications' },
  { path: VITALS_PATH, area: 'vitals', label: 'vitals' },
  { path: ACCOUNTS_PATH, area: 'accounts', label: 'accounts' },
  { path: AUDIT_PATH, area: 'audit', label: 'audit' },
  { path: REQUESTS_PATH, area: 'requests', label: 'requests' },
] as const satisfies readonly { path: string; area: Area; label: string }[];

/** Where the desk opens for a role: the page of the first area it reaches. */
export const homeOfRole = (areas: readonly Area[]): string =>
  areas.map((area) => DESK_SECTIONS.find((section) => section.area === area)?.path).find(Boolean) ?? SETTINGS_PATH;
