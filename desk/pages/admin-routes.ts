import express, { Router, type Response } from 'express';
import { z } from 'zod';
import { DESK_TEXTS } from '../texts/desk-texts';
import { LANGS } from '../../shared/i18n/langs';
import { AUDIT_ACTIONS, STAFF_ROLES } from '../../shared/staff';
import {
  AccountError,
  AccountNameSchema,
  AccountTitleSchema,
  accountById,
  addAccount,
  changeRole,
  changeSettings,
  everyAccount,
  isTimeZone,
  listAccounts,
  passkeyCounts,
  removeAccount,
} from '../accounts/account-store';
import { inviteAccount } from '../accounts/invitations';
import { readAudit, recordAudit } from '../audit/audit-trail';
import { accountsPage, type InviteErrors, type InviteValues } from './accounts-page';
import { auditPage } from './audit-page';
import { deskGuards, type DeskOptions } from './desk-guards';
import { ACCOUNTS_PATH, AUDIT_PATH, DESK_PATH, deskHref, SETTINGS_PATH, type Viewer } from './desk-links';
import { settingsPage } from './settings-page';
import { fieldOf } from './form-field';

export interface AdminOptions extends DeskOptions {
  /** The From of invitation emails: MAIL_FROM_NAME and MAIL_FROM (mailSenderOf). */
  mailFrom: string;
}

/** Entries on one page of the audit trail. */
const AUDIT_PAGE = 50;

const InviteSchema = z.object({
  name: AccountNameSchema,
  email: z.string().trim().pipe(z.email().max(254)),
  role: z.enum(STAFF_ROLES),
  lang: z.enum(LANGS),
});

const SettingsSchema = z.object({
  name: AccountNameSchema,
  title: AccountTitleSchema,
  lang: z.enum(LANGS),
  timeZone: z.string().max(64).refine(isTimeZone),
});

const RoleSchema = z.enum(STAFF_ROLES);

const AuditQuerySchema = z.object({
  actor: z.coerce.number().int().positive().optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  before: z.coerce.number().int().positive().optional(),
});

/**
 * The query as far as it is valid: an address typed by hand loses the filters that do not
 * parse, as the desk's lists do (listQueryOrDefaults), rather than the page.
 */
function validPartsOf<Schema extends z.ZodObject>(schema: Schema, query: Record<string, unknown>): z.infer<Schema> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(query).filter(([key]) => !wrong.has(key))));
}

/**
 * The admin's and everyone's own desk pages (issue 28): staff accounts, their invitations and
 * roles (admins), the audit trail (admins), and one's own settings (any account). Forms post to the
 * desk and answer with a redirect; a refused form is shown again with why, as it was filled in.
 */
export function adminRoutes(options: AdminOptions): Router {
  const { db, files, siteUrl, mailFrom, onChanged } = options;
  const router = Router();
  const { send, page, change } = deskGuards(options);
  const form = express.urlencoded({ extended: false, limit: '8kb' });

  /** The accounts page as the admin left it, answering `status`, with a notice, a refusal or a refused invitation. */
  const showAccounts = async (
    res: Response,
    viewer: Viewer,
    status: number,
    view: { notice?: string | undefined; problem?: string; invite?: { values: InviteValues; errors: InviteErrors } },
  ) => {
    const [accounts, passkeys] = await Promise.all([listAccounts(db), passkeyCounts(db)]);
    send(res, status, accountsPage(files, viewer, { accounts, passkeys, ...view }));
  };

  const toAccounts = (res: Response, viewer: Viewer, done: 'invited' | 'removed' | 'role', id: number) =>
    res.redirect(303, deskHref(ACCOUNTS_PATH, { ui: viewer.ui, done, account: id }));

  /** What the last change did, said of the account it names by its id: an address cannot make the page say an arbitrary text. */
  const noticeOf = async (viewer: Viewer, done: unknown, id: number): Promise<string | undefined> => {
    const { accounts: copy, roles } = DESK_TEXTS[viewer.ui];
    if (!Number.isInteger(id)) return undefined;
    if (done === 'role') {
      const account = await accountById(db, id);
      return account && copy.roleChanged.replace('{email}', account.email).replace('{role}', roles[account.role]);
    }
    if (done !== 'invited' && done !== 'removed') return undefined;
    const email = (await everyAccount(db)).find((person) => person.id === id)?.email;
    return email && copy[done].replace('{email}', email);
  };

  router.get(
    ACCOUNTS_PATH,
    page('accounts', async (req, res, viewer) => {
      const notice = await noticeOf(viewer, req.query.done, Number(req.query.account));
      await showAccounts(res, viewer, 200, { notice });
    }),
  );

  router.post(
    ACCOUNTS_PATH,
    form,
    change('accounts', async (req, res, viewer) => {
      const { errors: messages } = DESK_TEXTS[viewer.ui].accounts;
      const values = {
        name: fieldOf(req.body, 'name'),
        email: fieldOf(req.body, 'email'),
        role: fieldOf(req.body, 'role'),
        lang: fieldOf(req.body, 'lang'),
      };
      const parsed = InviteSchema.safeParse(values);
      if (!parsed.success) {
        const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]));
        const errors = {
          name: wrong.has('name') ? messages.name : undefined,
          email: wrong.has('email') ? messages.email : undefined,
          choice: wrong.has('role') || wrong.has('lang') ? messages.choice : undefined,
        };
        return void (await showAccounts(res, viewer, 400, { invite: { values, errors } }));
      }
      let account;
      try {
        account = await addAccount(db, parsed.data);
      } catch (error) {
        if (!(error instanceof AccountError && error.code === 'exists')) throw error;
        return void (await showAccounts(res, viewer, 409, { invite: { values, errors: { email: messages.exists } } }));
      }
      await inviteAccount(db, { account, by: { account: viewer.account }, siteUrl, mailFrom });
      onChanged();
      toAccounts(res, viewer, 'invited', account.id);
    }),
  );

  router.post(
    `${ACCOUNTS_PATH}/:id/invitation`,
    change('accounts', async (req, res, viewer) => {
      const id = Number(req.params.id);
      const account = Number.isInteger(id) ? await accountById(db, id) : undefined;
      if (!account) return void (await showAccounts(res, viewer, 404, { problem: DESK_TEXTS[viewer.ui].accounts.errors.missing }));
      await inviteAccount(db, { account, by: { account: viewer.account }, siteUrl, mailFrom });
      onChanged();
      toAccounts(res, viewer, 'invited', account.id);
    }),
  );

  router.post(
    `${ACCOUNTS_PATH}/:id/remove`,
    change('accounts', async (req, res, viewer) => {
      const { errors: messages } = DESK_TEXTS[viewer.ui].accounts;
      const id = Number(req.params.id);
      let removed;
      try {
        // removeAccount ends the account's sessions in its transaction: its next request meets the sign-in page.
        // An id that is no whole number asks for account 0, which never exists: the same "missing" answer.
        removed = await removeAccount(db, Number.isInteger(id) ? id : 0, { account: viewer.account });
      } catch (error) {
        if (!(error instanceof AccountError)) throw error;
        const [status, problem] = error.code === 'last-admin' ? [409, messages.lastAdmin] : [404, messages.missing];
        return void (await showAccounts(res, viewer, status, { problem }));
      }
      toAccounts(res, viewer, 'removed', removed.id);
    }),
  );

  router.post(
    `${ACCOUNTS_PATH}/:id/role`,
    form,
    change('accounts', async (req, res, viewer) => {
      const { errors: messages } = DESK_TEXTS[viewer.ui].accounts;
      const role = RoleSchema.safeParse(fieldOf(req.body, 'role'));
      if (!role.success) return void (await showAccounts(res, viewer, 400, { problem: messages.role }));
      const id = Number(req.params.id);
      let changed;
      try {
        // An id that is no whole number asks for account 0, which never exists: the same "missing" answer.
        changed = await changeRole(db, Number.isInteger(id) ? id : 0, role.data, { account: viewer.account });
      } catch (error) {
        if (!(error instanceof AccountError)) throw error;
        const [status, problem] = error.code === 'last-admin' ? [409, messages.lastAdminRole] : [404, messages.missing];
        return void (await showAccounts(res, viewer, status, { problem }));
      }
      // An admin who gave themselves another role no longer reaches this page: the desk opens where the new role does.
      if (changed.id === viewer.account.id && changed.role !== 'admin')
        return void res.redirect(303, deskHref(DESK_PATH, { ui: viewer.ui }));
      toAccounts(res, viewer, 'role', changed.id);
    }),
  );

  router.get(
    AUDIT_PATH,
    page('audit', async (req, res, viewer) => {
      const { actor: actorId, action, before } = validPartsOf(AuditQuerySchema, req.query);
      // One entry more than a page tells whether an older page exists.
      const rows = await readAudit(db, { actorId, action, before, limit: AUDIT_PAGE + 1 });
      const entries = rows.slice(0, AUDIT_PAGE);
      const nextBefore = rows.length > AUDIT_PAGE ? entries.at(-1)!.id : null;
      const people = await everyAccount(db);
      send(res, 200, auditPage(files, { ...viewer, actorId, action, before }, { entries, nextBefore, people }));
    }),
  );

  router.get(
    SETTINGS_PATH,
    page(null, async (req, res, viewer) => {
      const { name, title, lang, timeZone } = viewer.account;
      const values = { name: name ?? '', title: title ?? '', lang, timeZone };
      send(res, 200, settingsPage(files, viewer, { values, saved: req.query.done === 'saved' }));
    }),
  );

  router.post(
    SETTINGS_PATH,
    form,
    change(null, async (req, res, viewer) => {
      const values = {
        name: fieldOf(req.body, 'name'),
        title: fieldOf(req.body, 'title'),
        lang: fieldOf(req.body, 'lang'),
        timeZone: fieldOf(req.body, 'timeZone'),
      };
      const parsed = SettingsSchema.safeParse(values);
      if (!parsed.success) {
        const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
        return void send(res, 400, settingsPage(files, viewer, { values, wrong }));
      }
      const { name, title, lang, timeZone } = parsed.data;
      await changeSettings(db, viewer.account.id, { name, title, lang, timeZone });
      await recordAudit(db, {
        actor: { account: viewer.account },
        action: 'change-settings',
        subject: { kind: 'account', id: viewer.account.id },
        detail: `${lang}, ${timeZone}`,
      });
      // The page comes back in the language just chosen, whatever the address said before.
      res.redirect(303, deskHref(SETTINGS_PATH, { ui: lang, done: 'saved' }));
    }),
  );

  return router;
}
