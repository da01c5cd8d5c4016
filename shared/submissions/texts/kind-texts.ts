import type { Lang } from '../../i18n/langs';
import { applicationTexts } from './application';
import { enquiryTexts } from './enquiry';

/** One item of a list in the consent document: a kind's purpose, its data or how long it is kept. */
interface ConsentItem {
  term: string;
  text: string;
}

/**
 * What every kind of form says besides the common texts of its features, in one language (each
 * kind's file beside this one holds both, decision 0060). Its form's own words are a section of
 * the dictionary by the kind's name, so pages and islands render them; the rest is read only on
 * the server, by the kind's entry (submissions/kinds/), the desk and the consent
 * document, and never reaches the island texts file.
 */
export interface KindTexts {
  form: object;
  confirmationEmail: Record<'subject' | 'greeting' | 'intro' | 'promise' | 'notYou' | 'signature', string>;
  /** The studio's notification of one: its first line and subject, the reply promised ("within 24 hours"), its own fields' labels. */
  notification: { title: string; promise: string; labels: Record<string, string> };
  reply: { subject: string; body: string };
  desk: {
    /** "Enquiries": its list in the desk's bar, and the list's heading. */
    list: string;
    /** "Enquiry {id}". */
    title: string;
    back: string;
    /** The status field's name ("Status", "Stage") and its buttons' legend. */
    status: string;
    setStatus: string;
    /** A status as one record's field says it, and as the list's tabs do (Russian agrees them with the noun). */
    statusOf: Record<string, string>;
    statusTabs: Record<string, string>;
    /** The history's line for a status change: "Marked as {status}". */
    statusEvent: string;
    /** What it promised, after when its reply is due on a record's page ("promised within 24 hours"); only a kind that promises a reply. */
    promised?: string;
    /** What its consent is for, on a record's consent ledger. */
    purpose: string;
  };
  consent: { purpose: ConsentItem; data: ConsentItem; duration: ConsentItem };
}

/**
 * Every kind's texts by its name, in the kinds table's order: the consent document lists the
 * kinds in it. Its names are the kinds' (`KindName`): a kind of the table (desk/kinds-table.ts)
 * without its texts here does not compile.
 */
export const KIND_TEXTS = {
  enquiry: enquiryTexts,
  application: applicationTexts,
} as const satisfies Record<string, Record<Lang, KindTexts>>;

export type KindTextsName = keyof typeof KIND_TEXTS;

type KindForms<L extends Lang> = { [Name in KindTextsName]: (typeof KIND_TEXTS)[Name][L]['form'] };

/** Each kind's form texts by the kind's name: the dictionary's sections of the kinds (shared/i18n/). */
export const kindForms = <L extends Lang>(lang: L): KindForms<L> =>
  Object.fromEntries(Object.entries(KIND_TEXTS).map(([name, texts]) => [name, texts[lang].form])) as KindForms<L>;

/** One list of the consent document, a kind's item each. */
export const kindConsentItems = (lang: Lang, list: keyof KindTexts['consent']): ConsentItem[] =>
  Object.values(KIND_TEXTS).map((texts) => texts[lang].consent[list]);
