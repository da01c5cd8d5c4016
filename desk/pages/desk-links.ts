import type { SubmissionStatus } from '../../shared/submissions/statuses';
import type { Lang } from '../../shared/i18n/langs';
import type { StaffAccount } from '../accounts/account-store';
import type { Area } from '../auth/access';
import type { StatusView } from '../submission-queries';
import { DESK_TEXTS, type DeskTexts } from '../texts/desk-texts';
import type { AnyKind } from '../../submissions';
import type { DeskKind } from './desk-kinds';

export const DESK_PATH = '/staff';
export const APPLICATIONS_PATH = `${DESK_PATH}/applications`;
/** Where an invitation's link leads: the passkey's registration. */
export const INVITATION_PATH = `${DESK_PATH}/invitation`;
export const VITALS_PATH = `${DESK_PATH}/vitals`;
export const ACCOUNTS_PATH = `${DESK_PATH}/accounts`;
export const AUDIT_PATH = `${DESK_PATH}/audit`;
export const SETTINGS_PATH = `${DESK_PATH}/settings`;
export const REQUESTS_PATH = `${DESK_PATH}/requests`;
export const UNMATCHED_PATH = `${DESK_PATH}/unmatched`;

/** Who reads a desk page, in which language (`ui`: the address's, else the account's), and the sections of the desk's bar they reach. */
export interface Viewer {
  ui: Lang;
  account: StaffAccount;
  sections: readonly DeskSection[];
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

/** One section of the desk's bar: an area's page (a kind's, by its entry) and its name there. */
export interface DeskSection {
  path: string;
  area: Area | AnyKind;
  label(ui: Lang): string;
  /** How many wait there, shown beside its name when there are any (the unmatched mail). */
  waiting?: number;
}

/** The desk's areas with a page of their own besides the kinds' lists, in the bar's order; named by the bar's words (`nav`, desk/texts/access-en.ts). */
const AREA_SECTIONS = [
  { path: VITALS_PATH, area: 'vitals' },
  { path: ACCOUNTS_PATH, area: 'accounts' },
  { path: AUDIT_PATH, area: 'audit' },
  { path: REQUESTS_PATH, area: 'requests' },
  { path: UNMATCHED_PATH, area: 'unmatched' },
] as const satisfies readonly { path: string; area: Area & keyof DeskTexts['nav'] }[];

/** The desk's bar: each kind's list first, in the kinds table's order and named by the kind's texts, then the other areas. */
export const deskSections = (kinds: readonly DeskKind[]): DeskSection[] => [
  ...kinds.map(({ listPath, kind }) => ({ path: listPath, area: kind, label: (ui: Lang) => kind.texts[ui].desk.list })),
  ...AREA_SECTIONS.map(({ path, area }) => ({ path, area, label: (ui: Lang) => DESK_TEXTS[ui].nav[area] })),
];

/** Where the desk opens for a viewer: the first section of their bar. */
export const homeOf = ({ sections }: Viewer): string => sections[0]?.path ?? SETTINGS_PATH;
