import escapeHtml from 'escape-html';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../shared/enquiry-status';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { LANG_NAMES, LANGS, LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import { VITAL_NAMES } from '../../shared/vitals-limits';
import type { EnquiryListPage } from '../api/enquiry-list';
import type { EnquiryEvent } from '../status-changes';
import type { StoredEnquiry } from '../../submissions/enquiry-store';
import { staticDocumentHtml, type StaticPageFiles } from '../../site/render/static-page';
import type { PageVitals } from '../../site/vitals-api/vitals-summary';
import { budgetText, deliveryLabel, formatDate, statusLabel } from './desk-labels';
import { APPLICATIONS_PATH, DESK_PATH, deskHref, viewParams, type DeskView, type Params } from './desk-links';

export { APPLICATIONS_PATH, DESK_PATH, deskHref };

/** The desk's own styles, outside the site's stylesheet so that no public page carries them. */
const DESK_STYLESHEET = '/staff.css';

export const h = (text: string | number) => escapeHtml(String(text));

/** `here` is the page's own address without the desk's language, for the language links. */
export function deskDocument(
  ui: Lang,
  files: StaticPageFiles,
  { title, main, signedIn, here }: { title: string; main: string; signedIn: boolean; here: { path: string; params?: Params } },
): string {
  const desk = DICTIONARIES[ui].staffDesk;
  const languages = LANGS.map((lang) =>
    lang === ui
      ? `<span class="desk-lang__current" aria-current="true">${h(lang.toUpperCase())}</span>`
      : `<a href="${h(deskHref(here.path, { ...here.params, ui: lang }))}" lang="${lang}" hreflang="${lang}" aria-label="${h(`${lang.toUpperCase()} — ${LANG_NAMES[lang]}`)}">${h(lang.toUpperCase())}</a>`,
  );
  const nav = signedIn
    ? `<nav class="desk-nav" aria-label="${h(desk.nav.label)}">${[
        [DESK_PATH, desk.nav.inbox],
        [APPLICATIONS_PATH, desk.nav.applications],
        [`${DESK_PATH}/vitals`, desk.nav.vitals],
      ]
        .map(([path, label]) => `<a href="${h(deskHref(path!, { ui }))}">${h(label!)}</a>`)
        .join('')}</nav>` +
      `<form method="post" action="${h(deskHref(`${DESK_PATH}/sign-out`, { ui }))}" class="desk-sign-out"><button class="button button--ghost" type="submit">${h(desk.signOut)}</button></form>`
    : '';
  const headerExtra = `<div class="desk-bar">${nav}<p class="desk-lang" role="group" aria-label="${h(desk.interfaceLanguage)}">${languages.join('')}</p></div>`;
  return staticDocumentHtml(ui, files, {
    title: `${title} — ${desk.title}`,
    headerExtra,
    extraStylesheets: [DESK_STYLESHEET],
    main: `<div class="container page-section desk">${main}</div>`,
  });
}

export type SignInProblem = 'wrong' | 'limited' | 'disabled';

export function signInPage(ui: Lang, files: StaticPageFiles, problem?: SignInProblem): string {
  const { signIn } = DICTIONARIES[ui].staffDesk;
  const alert = problem ? `<p id="sign-in-problem" class="desk-alert" role="alert">${h(signIn[problem])}</p>` : '';
  const form =
    problem === 'disabled'
      ? ''
      : `<form method="post" action="/api/staff/session" class="desk-sign-in">
  <input type="hidden" name="ui" value="${ui}">
  <label for="staff-token">${h(signIn.token)}</label>
  <input id="staff-token" name="token" type="password" autocomplete="current-password" required${problem ? ' aria-invalid="true" aria-describedby="sign-in-problem"' : ''}>
  <button class="button" type="submit">${h(signIn.submit)}</button>
</form>`;
  const main = `<h1 class="page-title">${h(signIn.title)}</h1><p class="lead">${h(signIn.intro)}</p>${alert}${form}`;
  return deskDocument(ui, files, { title: signIn.title, main, signedIn: false, here: { path: DESK_PATH } });
}

/** What a list of the desk shows and calls things: its address, its tabs' counts and its labels. */
export interface DeskList {
  path: string;
  counts: Record<EnquiryStatus, number>;
  nextCursor: number | null;
  labels: { statusTabs: string; filters: string; search: string; language: string; older: string };
}

/** The status tabs, the search form and the paging links of a desk list (enquiries, applications). */
export function deskListParts(
  view: DeskView,
  { path, counts, nextCursor, labels }: DeskList,
): { tabs: string; search: string; paging: string[] } {
  const { ui } = view;
  const desk = DICTIONARIES[ui].staffDesk;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tab = (status: EnquiryStatus | undefined, label: string, count: number) => {
    const current = status === view.status;
    return `<li><a href="${h(deskHref(path, { ...viewParams(view), status, cursor: undefined }))}"${current ? ' aria-current="page"' : ''}>${h(label)} <span class="desk-count">${h(count)}</span></a></li>`;
  };
  const tabs = `<nav aria-label="${h(labels.statusTabs)}"><ul class="desk-tabs">${tab(undefined, desk.all, total)}${ENQUIRY_STATUSES.map((status) => tab(status, desk.statuses[status], counts[status])).join('')}</ul></nav>`;
  const languageOptions = [
    `<option value="">${h(desk.anyLanguage)}</option>`,
    ...LANGS.map((lang) => `<option value="${lang}"${view.lang === lang ? ' selected' : ''}>${h(LANG_NAMES[lang])}</option>`),
  ];
  const search = `<form method="get" action="${path}" class="desk-filters" role="search" aria-label="${h(labels.filters)}">
  <input type="hidden" name="ui" value="${ui}">${view.status ? `<input type="hidden" name="status" value="${view.status}">` : ''}
  <p><label for="desk-q">${h(labels.search)}</label><input id="desk-q" name="q" type="search" value="${h(view.q ?? '')}"></p>
  <p><label for="desk-lang">${h(labels.language)}</label><select id="desk-lang" name="lang">${languageOptions.join('')}</select></p>
  <p class="desk-filters__actions"><button class="button" type="submit">${h(desk.apply)}</button>${view.q || view.lang ? `<a href="${h(deskHref(path, { ui, status: view.status }))}">${h(desk.clear)}</a>` : ''}</p>
</form>`;
  const paging = [
    view.cursor ? `<a href="${h(deskHref(path, { ...viewParams(view), cursor: undefined }))}">${h(desk.newest)}</a>` : '',
    nextCursor ? `<a href="${h(deskHref(path, { ...viewParams(view), cursor: nextCursor }))}">${h(labels.older)}</a>` : '',
  ].filter(Boolean);
  return { tabs, search, paging };
}

export function inboxPage(files: StaticPageFiles, view: DeskView, page: EnquiryListPage): string {
  const { ui } = view;
  const desk = DICTIONARIES[ui].staffDesk;
  const { tabs, search, paging } = deskListParts(view, { path: DESK_PATH, counts: page.counts, nextCursor: page.nextCursor, labels: desk });
  const { columns } = desk;
  const rows = page.items.map(
    (enquiry) => `<tr>
  <td>${h(formatDate(enquiry.createdAt, ui))}</td>
  <td><a href="${h(deskHref(`${DESK_PATH}/enquiries/${enquiry.id}`, { ui }))}">${h(enquiry.name)}</a><br><span class="desk-muted">${h(enquiry.email)}</span></td>
  <td>${h(enquiry.company ?? desk.notGiven)}</td>
  <td>${h(budgetText(ui, enquiry.budget))}</td>
  <td>${h(LANG_NAMES[enquiry.locale])}</td>
  <td>${h(statusLabel(ui, enquiry.status))}</td>
  <td>${h(deliveryLabel(ui, enquiry))}</td>
</tr>`,
  );
  const table = deskTable(
    desk.nav.inbox,
    [columns.received, columns.from, columns.company, columns.budget, columns.language, columns.status, columns.email],
    rows,
    desk.empty,
  );
  const csv = `<a href="${h(deskHref('/api/contacts', { format: 'csv', status: view.status, lang: view.lang, q: view.q }))}" download>${h(desk.exportCsv)}</a>`;
  const main = `<h1 class="page-title">${h(desk.nav.inbox)}</h1>${tabs}${search}${table}<p class="desk-paging">${[...paging, csv].join(' ')}</p>`;
  return deskDocument(ui, files, {
    title: desk.nav.inbox,
    main,
    signedIn: true,
    here: { path: DESK_PATH, params: { ...viewParams(view), ui: undefined } },
  });
}

/** A desk table in its own scrolling region, or the list's empty message. */
export function deskTable(name: string, columns: string[], rows: string[], empty: string): string {
  return rows.length
    ? `<div class="desk-table-wrap" tabindex="0" role="region" aria-label="${h(name)}"><table class="desk-table">
<thead><tr>${columns.map((label) => `<th scope="col">${h(label)}</th>`).join('')}</tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>`
    : `<p class="desk-empty">${h(empty)}</p>`;
}

export function enquiryPage(files: StaticPageFiles, ui: Lang, enquiry: StoredEnquiry, history: EnquiryEvent[]): string {
  const dict = DICTIONARIES[ui];
  const { staffDesk: desk, contactForm: labels } = dict;
  const { detail } = desk;
  const title = detail.title.replace('{id}', String(enquiry.id));
  const action = (path: string) => h(deskHref(`${DESK_PATH}/enquiries/${enquiry.id}${path}`, { ui }));
  const field = (label: string, value: string) => `<dt>${h(label)}</dt><dd>${value}</dd>`;
  const fields = [
    field(detail.received, h(formatDate(enquiry.createdAt, ui))),
    field(labels.name, h(enquiry.name)),
    field(labels.email, `<a href="mailto:${h(enquiry.email)}">${h(enquiry.email)}</a>`),
    field(labels.phone, `<a href="tel:${h(enquiry.phone.replace(/[^\d+]/g, ''))}">${h(enquiry.phone)}</a>`),
    field(labels.company, h(enquiry.company ?? desk.notGiven)),
    field(labels.budget, h(budgetText(ui, enquiry.budget))),
    field(detail.language, h(LANG_NAMES[enquiry.locale])),
    field(detail.status, h(statusLabel(ui, enquiry.status))),
    field(
      detail.delivery,
      `${h(deliveryLabel(ui, enquiry))}${enquiry.deliveryAttempts ? ` <span class="desk-muted">(${h(detail.attempts.replace('{count}', String(enquiry.deliveryAttempts)))})</span>` : ''}` +
        (enquiry.delivery === 'failed'
          ? `<form method="post" action="${action('/resend')}" class="desk-inline-form"><button class="button button--ghost" type="submit">${h(detail.resend)}</button></form>`
          : ''),
    ),
  ];
  const statusButtons = ENQUIRY_STATUSES.filter((status) => status !== enquiry.status).map(
    (status) => `<button class="button button--ghost" type="submit" name="status" value="${status}">${h(statusLabel(ui, status))}</button>`,
  );
  const events = history.map((event) => {
    const text =
      event.kind === 'status'
        ? detail.events.status.replace('{status}', statusLabel(ui, event.detail as EnquiryStatus))
        : detail.events[event.kind];
    return `<li><time datetime="${h(event.at)}">${h(formatDate(event.at, ui))}</time> — ${h(text)}${event.kind === 'note' ? `: <q>${h(event.detail)}</q>` : ''}</li>`;
  });
  const main = `<p><a href="${h(deskHref(DESK_PATH, { ui }))}">${h(detail.back)}</a></p>
<h1 class="page-title">${h(title)}</h1>
<dl class="desk-fields">${fields.join('')}</dl>
<h2>${h(detail.message)}</h2>
<p class="desk-message">${h(enquiry.project)}</p>
<form method="post" action="${action('')}" class="desk-status"><fieldset><legend>${h(detail.setStatus)}</legend>${statusButtons.join('')}</fieldset></form>
<form method="post" action="${action('')}" class="desk-note"><p><label for="desk-note">${h(detail.note)}</label><textarea id="desk-note" name="note" rows="3" maxlength="2000" required></textarea></p><button class="button" type="submit">${h(detail.addNote)}</button></form>
<h2>${h(detail.history)}</h2>
${events.length ? `<ol class="desk-history">${events.join('')}</ol>` : `<p>${h(detail.noHistory)}</p>`}`;
  return deskDocument(ui, files, { title, main, signedIn: true, here: { path: `${DESK_PATH}/enquiries/${enquiry.id}` } });
}

export function vitalsPage(files: StaticPageFiles, ui: Lang, pages: PageVitals[], days: number): string {
  const { vitals } = DICTIONARIES[ui].staffDesk;
  const number = new Intl.NumberFormat(LOCALE_TAGS[ui], { maximumFractionDigits: 2 });
  const cell = (page: PageVitals, name: (typeof VITAL_NAMES)[number]) => {
    const metric = page.metrics[name];
    if (!metric) return '<td>—</td>';
    const value = name === 'CLS' ? number.format(metric.p75) : `${number.format(Math.round(metric.p75))} ms`;
    return `<td class="desk-vital desk-vital--${metric.rating}">${h(value)} <span class="desk-muted">(${h(vitals.ratings[metric.rating])})</span><br><span class="desk-muted">n = ${h(metric.count)}</span></td>`;
  };
  const table = pages.length
    ? `<div class="desk-table-wrap" tabindex="0" role="region" aria-label="${h(vitals.title)}"><table class="desk-table"><thead><tr><th scope="col">${h(vitals.page)}</th>${VITAL_NAMES.map((name) => `<th scope="col">${name}</th>`).join('')}</tr></thead>
<tbody>${pages.map((page) => `<tr><th scope="row">${h(page.path)}</th>${VITAL_NAMES.map((name) => cell(page, name)).join('')}</tr>`).join('\n')}</tbody></table></div>`
    : `<p class="desk-empty">${h(vitals.none)}</p>`;
  const main = `<h1 class="page-title">${h(vitals.title)}</h1><p class="lead">${h(vitals.intro.replace('{days}', String(days)))}</p>${table}`;
  return deskDocument(ui, files, { title: vitals.title, main, signedIn: true, here: { path: `${DESK_PATH}/vitals` } });
}
