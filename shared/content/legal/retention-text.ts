import { fillPlaceholders } from '../../i18n/dictionary';
import type { Lang } from '../../i18n/langs';
import { plural, type PluralForms } from '../../i18n/plural';
import type { NotifyDetails } from '../../policy-settings';
import type { RetentionPeriods } from '../../retention-periods';
import type { LegalDocument } from './types';

/** "{n} days", "{n} months" in each language, in the form a count takes on its own (24 месяца, 6 месяцев, 30 дней). */
const UNITS: Record<Lang, { days: PluralForms; months: PluralForms }> = {
  en: {
    days: { one: '{n} day', few: '{n} days', many: '{n} days', other: '{n} days' },
    months: { one: '{n} month', few: '{n} months', many: '{n} months', other: '{n} months' },
  },
  ru: {
    days: { one: '{n}\u00a0день', few: '{n}\u00a0дня', many: '{n}\u00a0дней', other: '{n}\u00a0дня' },
    months: { one: '{n}\u00a0месяц', few: '{n}\u00a0месяца', many: '{n}\u00a0месяцев', other: '{n}\u00a0месяца' },
  },
};

/** A period as the policy says it: the placeholder's name ends in its unit. */
function periodText(name: keyof RetentionPeriods, periods: RetentionPeriods, lang: Lang): string {
  const unit = name.endsWith('Days') ? 'days' : 'months';
  return plural(UNITS[lang][unit], periods[name], lang, 'n');
}

/** The document with `fill` applied to each of its texts. */
function mapTexts(doc: LegalDocument, fill: (text: string) => string): LegalDocument {
  return {
    ...doc,
    intro: fill(doc.intro),
    sections: doc.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map(fill),
      ...(section.list ? { list: section.list.map((item) => ({ term: item.term, text: fill(item.text) })) } : {}),
    })),
  };
}

/**
 * The privacy policy with the retention periods the site is configured with (decision 0035):
 * its texts name them as placeholders, so the policy cannot say other than what the deletion job does.
 */
export function withPeriods(doc: LegalDocument, periods: RetentionPeriods, lang: Lang): LegalDocument {
  // Each {spamDays}, {enquiryMonths}… becomes the configured period in words.
  const words = Object.fromEntries(
    (Object.keys(periods) as (keyof RetentionPeriods)[]).map((name) => [name, periodText(name, periods, lang)]),
  );
  return mapTexts(doc, (text) => fillPlaceholders(text, words));
}

/**
 * The policy saying what the studio's notification emails carry under NOTIFY_DETAILS (decision
 * 0057): its {notifications} becomes that setting's text, whose periods withPeriods fills next.
 * The choices themselves are not part of the printed document.
 */
export function withNotifications(doc: LegalDocument, details: NotifyDetails): LegalDocument {
  const { notifications, ...printed } = doc;
  return notifications ? mapTexts(printed, (text) => fillPlaceholders(text, { notifications: notifications[details] })) : printed;
}
