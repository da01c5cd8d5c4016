import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { DESK_TEXTS } from '../texts/desk-texts';
import type { StoredApplication } from '../../submissions';
import type { StaticPageFiles } from '../../site';
import { CvLink, jobTitle } from './applications-page';
import type { Viewer } from './desk-links';
import { Field, recordPage, type RecordPageView } from './record-page';

/** One application, titled by the applicant and the position: the applicant's fields and CV, their note, then what every record has (record-page.tsx). */
export function applicationPage(
  files: StaticPageFiles,
  viewer: Viewer,
  application: StoredApplication,
  view: Omit<RecordPageView, 'record'>,
): string {
  const { ui } = viewer;
  const desk = DESK_TEXTS[ui];
  const { application: labels } = DICTIONARIES[ui];
  const { detail } = desk.applications;
  return recordPage(
    files,
    viewer,
    { ...view, record: application },
    {
      title: `${application.name}, ${jobTitle(ui, application.job)}`,
      fields: (
        <>
          <Field label={detail.job}>{jobTitle(ui, application.job)}</Field>
          <Field label={labels.email}>
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </Field>
          <Field label={labels.phone}>
            {application.phone ? <a href={`tel:${application.phone.replace(/[^\d+]/g, '')}`}>{application.phone}</a> : desk.notGiven}
          </Field>
          <Field label={labels.portfolio}>
            {application.portfolio ? (
              <a href={application.portfolio} rel="noopener noreferrer nofollow">
                {application.portfolio}
              </a>
            ) : (
              desk.notGiven
            )}
          </Field>
          <Field label={labels.cv}>
            <CvLink ui={ui} application={application} />
          </Field>
        </>
      ),
      message: { heading: detail.note, text: application.note },
    },
  );
}
