import type { Lang } from '../../i18n/langs';
import type { NotifyDetails } from '../../policy-settings';

/** Shapes of the legal pages (privacy policy, terms of service); one module per language. */

export interface LegalSection {
  /** Stable anchor id, the same in every language. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** Optional definition-style list shown after the paragraphs. */
  list?: { term: string; text: string }[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: string;
  sections: LegalSection[];
  /** What the text's {notifications} says for each NOTIFY_DETAILS (decision 0057); the page prints the configured one. */
  notifications?: Record<NotifyDetails, string>;
}

/** Each language's version of the consent document, derived from its text on the server (site/render/consent-version.ts, decision 0036). */
export type ConsentVersions = Record<Lang, string>;
