import { ENQUIRY_STATUSES } from '../../shared/enquiry-status';
import type { JobSlug } from '../../shared/content/types';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { formatFileSize } from '../../shared/i18n/format';
import { LANG_NAMES, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';
import type { ApplicationListPage } from '../api/application-desk';
import type { StoredApplication } from '../../submissions/application-store';
import type { StaticPageFiles } from '../../site/render/static-page';
import { deliveryLabel, formatDate, statusLabel } from './desk-labels';
import { APPLICATIONS_PATH, deskHref, viewParams, type DeskView } from './desk-links';
import { deskDocument, deskListParts, deskTable, h } from './desk-pages';

const jobTitle = (ui: Lang, job: string) => LANG_TEXTS[ui].content.jobs[job as JobSlug]?.title ?? job;

/** Applications, newest first, with the position, the applicant, the CV to download and the status, which each row can change. */
export function applicationsPage(files: StaticPageFiles, view: DeskView, page: ApplicationListPage): string {
  const { ui } = view;
  const desk = DICTIONARIES[ui].staffDesk;
  const copy = desk.applications;
  const { tabs, search, paging } = deskListParts(view, {
    path: APPLICATIONS_PATH,
    counts: page.counts,
    nextCursor: page.nextCursor,
    labels: copy,
  });
  const back = deskHref(APPLICATIONS_PATH, viewParams(view));
  const row = (application: StoredApplication) => {
    const { cv } = application;
    const cvLink = copy.cv.replace('{kind}', cv.kind.toUpperCase()).replace('{size}', formatFileSize(cv.bytes, ui));
    const portfolio = application.portfolio
      ? `<br><a href="${h(application.portfolio)}" rel="noopener noreferrer nofollow">${h(copy.portfolio)}</a>`
      : '';
    const options = ENQUIRY_STATUSES.map(
      (status) => `<option value="${status}"${status === application.status ? ' selected' : ''}>${h(statusLabel(ui, status))}</option>`,
    );
    const statusId = `status-${application.id}`;
    return `<tr>
  <td>${h(formatDate(application.createdAt, ui))}</td>
  <td>${h(application.name)}<br><a href="mailto:${h(application.email)}">${h(application.email)}</a>${application.phone ? `<br>${h(application.phone)}` : ''}${portfolio}</td>
  <td>${h(jobTitle(ui, application.job))}<br><span class="desk-muted">${h(LANG_NAMES[application.locale])}</span></td>
  <td><a href="/api/applications/${application.id}/cv" download>${h(cvLink)}</a></td>
  <td><form method="post" action="${h(deskHref(`${APPLICATIONS_PATH}/${application.id}`, { ui }))}" class="desk-inline-form">
    <input type="hidden" name="back" value="${h(back)}">
    <label class="visually-hidden" for="${statusId}">${h(copy.setStatus.replace('{id}', String(application.id)))}</label>
    <select id="${statusId}" name="status">${options.join('')}</select>
    <button class="button button--ghost" type="submit">${h(copy.save)}</button>
  </form></td>
  <td>${h(deliveryLabel(ui, application))}</td>
</tr>`;
  };
  const { columns } = copy;
  const table = deskTable(
    copy.title,
    [columns.received, columns.applicant, columns.job, columns.cv, columns.status, columns.email],
    page.items.map(row),
    copy.empty,
  );
  const main = `<h1 class="page-title">${h(copy.title)}</h1>${tabs}${search}${table}<p class="desk-paging">${paging.join(' ')}</p>`;
  return deskDocument(ui, files, {
    title: copy.title,
    main,
    signedIn: true,
    here: { path: APPLICATIONS_PATH, params: { ...viewParams(view), ui: undefined } },
  });
}
