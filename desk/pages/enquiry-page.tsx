import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { DESK_TEXTS } from '../texts/desk-texts';
import type { StoredEnquiry } from '../../submissions';
import type { StaticPageFiles } from '../../site';
import { budgetText } from './desk-labels';
import type { Viewer } from './desk-links';
import { Field, recordPage, type RecordPageView } from './record-page';

/** One enquiry, titled by who sent it and their company: its fields and the project it describes, then what every record has (record-page.tsx). */
export function enquiryPage(files: StaticPageFiles, viewer: Viewer, enquiry: StoredEnquiry, view: Omit<RecordPageView, 'record'>): string {
  const { ui } = viewer;
  const desk = DESK_TEXTS[ui];
  const { contactForm: labels } = DICTIONARIES[ui];
  return recordPage(
    files,
    viewer,
    { ...view, record: enquiry },
    {
      title: enquiry.company ? `${enquiry.name}, ${enquiry.company}` : enquiry.name,
      fields: (
        <>
          <Field label={labels.email}>
            <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
          </Field>
          <Field label={labels.phone}>
            <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a>
          </Field>
          <Field label={labels.company}>{enquiry.company ?? desk.notGiven}</Field>
          <Field label={labels.budget}>{budgetText(ui, enquiry.budget)}</Field>
        </>
      ),
      message: { heading: desk.detail.message, text: enquiry.project },
    },
  );
}
