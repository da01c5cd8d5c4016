import type { StaffRole } from '../../shared/staff';
import type { StaffAccount } from '../accounts/account-store';

/**
 * The desk's areas: a submission kind's records (by the kind's name), web vitals, the sitemap's
 * rebuild, staff accounts, the audit trail, and a person's data on request (find, export, erase). Every desk page and staff route names the area it
 * belongs to; a signed-in account reaches it when its role does (decision 0032).
 */
export type Area = 'enquiry' | 'application' | 'vitals' | 'sitemap' | 'accounts' | 'audit' | 'requests';

const ROLE_AREAS: Record<StaffRole, readonly Area[]> = {
  admin: ['enquiry', 'application', 'vitals', 'sitemap', 'accounts', 'audit', 'requests'],
  sales: ['enquiry', 'vitals'],
  recruiting: ['application', 'vitals'],
};

/** What the STAFF_TOKEN reaches: the machine credential of scripts and the spec's API, never people's accounts or the audit. */
const MACHINE_AREAS: readonly Area[] = ['enquiry', 'application', 'vitals', 'sitemap'];

/** Who is asking: a member of staff in a desk session, or a script with the STAFF_TOKEN. */
export type Staff = { account: StaffAccount } | { machine: true };

export function reaches(staff: Staff, area: Area): boolean {
  return ('machine' in staff ? MACHINE_AREAS : ROLE_AREAS[staff.account.role]).includes(area);
}

/** The areas a role reaches, in the desk's order: its first is where the desk opens. */
export const areasOf = (role: StaffRole): readonly Area[] => ROLE_AREAS[role];
