import type { SubmissionStatus } from '../../shared/submissions/statuses';
import type { Lang } from '../../shared/i18n/langs';

export const DESK_PATH = '/staff';
export const APPLICATIONS_PATH = `${DESK_PATH}/applications`;
/** Where an invitation's link leads: the passkey's registration. */
export const INVITATION_PATH = `${DESK_PATH}/invitation`;
export const ACCOUNTS_PATH = `${DESK_PATH}/accounts`;
export const AUDIT_PATH = `${DESK_PATH}/audit`;
export const SETTINGS_PATH = `${DESK_PATH}/settings`;

/** What a desk list shows: the filters, and the desk's language (`ui`). */
export interface DeskView {
  ui: Lang;
  status?: SubmissionStatus;
  lang?: Lang;
  q?: string;
  cursor?: number;
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

export const viewParams = ({ ui, status, lang, q, cursor }: DeskView) => ({ ui, status, lang, q, cursor });
