import { DESK_TEXTS } from '../texts/desk-texts';
import { LANG_NAMES, LANGS } from '../../shared/i18n/langs';
import { plural } from '../../shared/i18n/plural';
import { STAFF_ROLES } from '../../shared/staff';
import type { StaticPageFiles } from '../../site';
import { NAME_MAX, type StaffAccount } from '../accounts/account-store';
import { deskDocument } from './desk-document';
import { formatDay, formatTime } from './desk-labels';
import { ACCOUNTS_PATH, deskHref, type Viewer } from './desk-links';
import { DeskTable } from './desk-list';
import { EmailField, invalidIf } from './email-field';
import { PageHead } from './page-head';

/** The invitation form as it was sent: kept when it is refused, so nothing has to be typed again. */
export interface InviteValues {
  name: string;
  email: string;
  role: string;
  lang: string;
}

/** What is wrong with a refused invitation: the name, the address, or a role or language not from the lists. */
export interface InviteErrors {
  name?: string | undefined;
  email?: string | undefined;
  choice?: string | undefined;
}

export interface AccountsView {
  accounts: StaffAccount[];
  /** How many passkeys each account has, by its id. */
  passkeys: Map<number, number>;
  /** What the last change did (an invitation sent, an account removed, a role changed). */
  notice?: string | undefined;
  /** Why a row's change was refused (the last admin, an account gone meanwhile, a role not on the list). */
  problem?: string | undefined;
  invite?: { values: InviteValues; errors: InviteErrors } | undefined;
}

/**
 * Staff accounts, for admins: everyone who can sign in, with their name and title, address, role
 * (changed in place), last sign-in and passkeys, language, time zone and since when, each with a
 * new invitation and removal; then the form that invites someone. On a phone each account is a card.
 */
export function accountsPage(
  files: StaticPageFiles,
  viewer: Viewer,
  { accounts, passkeys, notice, problem, invite }: AccountsView,
): string {
  const { ui } = viewer;
  const desk = DESK_TEXTS[ui];
  const copy = desk.accounts;
  const { columns } = copy;
  const values = invite?.values;
  const errors = invite?.errors ?? {};
  const rowAction = (account: StaffAccount, path: string) => deskHref(`${ACCOUNTS_PATH}/${account.id}/${path}`, { ui });
  const time = (at: Date) => <time dateTime={at.toISOString()}>{formatTime(at, viewer)}</time>;
  const rows = accounts.map((account) => (
    <tr key={account.id}>
      <td className="desk-card-lead desk-card-address">
        <strong>{account.name ?? <Address email={account.email} />}</strong>
        {account.id === viewer.account.id && <span className="desk-muted"> ({copy.you})</span>}
        {account.title && (
          <>
            <br />
            {account.title}
          </>
        )}
        {account.name && (
          <>
            <br />
            <span className="desk-muted">
              <Address email={account.email} />
            </span>
          </>
        )}
      </td>
      <td data-label={columns.role}>
        <form method="post" action={rowAction(account, 'role')} className="desk-role-form">
          <label className="visually-hidden" htmlFor={`role-${account.id}`}>
            {copy.roleOf.replace('{email}', account.email)}
          </label>
          <select id={`role-${account.id}`} name="role" defaultValue={account.role}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {desk.roles[role]}
              </option>
            ))}
          </select>
          <button className="button button--ghost" type="submit" aria-label={copy.changeRoleLabel.replace('{email}', account.email)}>
            {copy.changeRole}
          </button>
        </form>
      </td>
      <td data-label={columns.lastSignIn}>
        {account.lastSignInAt ? time(account.lastSignInAt) : copy.never}
        <span className="desk-muted desk-passkeys">
          {passkeys.get(account.id) ? plural(copy.passkeyCount, passkeys.get(account.id)!, ui, 'count') : copy.noPasskey}
        </span>
      </td>
      <td data-label={columns.settings}>
        {LANG_NAMES[account.lang]}
        <br />
        <span className="desk-muted">{account.timeZone}</span>
      </td>
      <td data-label={columns.since}>
        <time dateTime={account.createdAt.toISOString()}>{formatDay(account.createdAt, viewer)}</time>
      </td>
      <td data-label={columns.actions}>
        <div className="desk-row-actions">
          <form method="post" action={rowAction(account, 'invitation')}>
            <button className="button button--ghost" type="submit" aria-label={copy.reinviteLabel.replace('{email}', account.email)}>
              {copy.reinvite}
            </button>
          </form>
          <form method="post" action={rowAction(account, 'remove')}>
            <button
              className="button button--ghost desk-danger"
              type="submit"
              aria-label={copy.removeLabel.replace('{email}', account.email)}
            >
              {copy.remove}
            </button>
          </form>
        </div>
      </td>
    </tr>
  ));
  // A refused invitation's form is at the page's end: the reason is said at its start too, linking to the first wrong field.
  const firstError = errors.name ? 'name' : errors.email ? 'email' : errors.choice ? 'role' : undefined;
  return deskDocument(
    viewer,
    files,
    { title: copy.title, here: { path: ACCOUNTS_PATH } },
    <>
      <PageHead title={copy.title} intro={copy.intro} notice={notice} alert={problem} />
      {firstError && (
        <p className="desk-alert" role="alert">
          <a href={`#invite-${firstError}`}>{errors.name ?? errors.email ?? errors.choice}</a>
        </p>
      )}
      <DeskTable
        name={copy.title}
        columns={[columns.person, columns.role, columns.lastSignIn, columns.settings, columns.since, columns.actions]}
        rows={rows}
        empty={desk.empty}
        cards
      />
      <h2 id="invite-heading">{copy.invite}</h2>
      <form method="post" action={deskHref(ACCOUNTS_PATH, { ui })} className="desk-form" aria-labelledby="invite-heading">
        <p>
          <label htmlFor="invite-name">{copy.name}</label>
          <input
            id="invite-name"
            name="name"
            autoComplete="off"
            maxLength={NAME_MAX}
            required
            defaultValue={values?.name ?? ''}
            {...invalidIf('invite-name', errors.name)}
          />
          {errors.name && (
            <span id="invite-name-error" className="desk-field-error">
              {errors.name}
            </span>
          )}
        </p>
        <EmailField id="invite-email" name="email" label={copy.email} value={values?.email} error={errors.email} />
        <p>
          <label htmlFor="invite-role">{copy.role}</label>
          {/* Never admin unless chosen: that role reaches people's accounts and the audit trail. */}
          <select id="invite-role" name="role" defaultValue={values?.role ?? 'sales'} {...invalidIf('invite-choice', errors.choice)}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {desk.roles[role]}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="invite-lang">{copy.language}</label>
          <select id="invite-lang" name="lang" defaultValue={values?.lang ?? ui} {...invalidIf('invite-choice', errors.choice)}>
            {LANGS.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {LANG_NAMES[lang]}
              </option>
            ))}
          </select>
          {errors.choice && (
            <span id="invite-choice-error" className="desk-field-error">
              {errors.choice}
            </span>
          )}
        </p>
        <p>
          <button className="button" type="submit">
            {copy.submit}
          </button>
        </p>
      </form>
    </>,
  );
}

/** An address that wraps after its "@" before anywhere else: a narrow column keeps its domain whole. */
function Address({ email }: { email: string }) {
  const at = email.lastIndexOf('@') + 1;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
