import type { StaffRole } from '../../shared/staff';
import type { AnyKind, KindName } from '../../submissions';
import type { StaffAccount } from '../accounts/account-store';
import { deskKindNamed } from '../kinds-table';

/**
 * The desk's areas: a submission kind's records (by the kind's name), web vitals, the sitemap's
 * rebuild, staff accounts, the audit trail, a person's data on request (find, export, erase), and
 * the inbound mail that answers no record.
 * Every desk page and staff route names the area it belongs to; a signed-in account reaches it
 * when its role does (decision 0032). Which roles reach a kind is said by the kind's entry.
 */
export type Area = KindName | OtherArea;
type OtherArea = 'vitals' | 'sitemap' | 'accounts' | 'audit' | 'requests' | 'unmatched';

const ROLE_AREAS: Record<StaffRole, readonly OtherArea[]> = {
  admin: ['vitals', 'sitemap', 'accounts', 'audit', 'requests', 'unmatched'],
  sales: ['vitals'],
  recruiting: ['vitals'],
};

/** What the STAFF_TOKEN reaches besides every kind: the machine credential of scripts and the spec's API, never people's accounts or the audit. */
const MACHINE_AREAS: readonly OtherArea[] = ['vitals', 'sitemap'];

/** Who is asking: a member of staff in a desk session, or a script with the STAFF_TOKEN. */
export type Staff = { account: StaffAccount } | { machine: true };

/** Whether `staff` reaches an area, or a kind's records: a kind of the table by its name, or any kind by its entry (a test's own). */
export function reaches(staff: Staff, area: Area | AnyKind): boolean {
  if (typeof area !== 'string') return reachesKind(staff, area);
  const desk = deskKindNamed(area);
  if (desk) return reachesKind(staff, desk.kind);
  const areas: readonly Area[] = 'machine' in staff ? MACHINE_AREAS : ROLE_AREAS[staff.account.role];
  return areas.includes(area);
}

const reachesKind = (staff: Staff, kind: AnyKind): boolean => 'machine' in staff || kind.roles.includes(staff.account.role);
