import type Mail from 'nodemailer/lib/mailer';
import type { z } from 'zod';
import type { InboundSettings } from '../../platform/config/env';
import type { Dictionary } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import type { NotifyDetails } from '../../shared/policy-settings';
import type { SubmissionStatus } from '../../shared/submissions/statuses';
import type { RetentionPeriods } from '../../shared/retention-periods';
import type { StaffRole } from '../../shared/staff';
import type { KindTexts } from '../../shared/submissions/texts/kind-texts';
import type { RetentionCandidate } from '../retention/retention-rules';
import type { SubmissionRecord } from '../submission-record';

/** Which consent document the visitor agreed to, and when (decision 0036): every kind's CSV has them; the address stays in the desk. */
export const CONSENT_CSV_COLUMNS = ['consent.version', 'consent.at'];

/** The staff endpoints' answers (the desk's texts, desk/texts/) that a kind picks its own from. */
type StaffAnswers = Record<'staffEnquiryNotFound' | 'staffApplicationNotFound' | 'staffNothingToResend' | 'staffCvMissing', string>;

/** Where a kind's email goes and what its notification says, from the configuration. */
export interface MailSettings {
  /** The address the studio's emails come from (MAIL_FROM); its domain names their Message-IDs. */
  from: string;
  /** The name shown with it (MAIL_FROM_NAME, by default the studio's). */
  fromName: string;
  /** The studio's inbox for enquiries (MAIL_TO). */
  to: string;
  /** The studio's inbox for applications (CAREERS_TO). */
  careersTo: string;
  /** Whether notifications carry the sender's details (NOTIFY_DETAILS, decision 0057); never a file. */
  notifyDetails: NotifyDetails;
  /** A record's page on the desk, absolute (SITE_URL), in a language: app/ hands it from desk/, whose paths these are. */
  recordLink(kind: string, number: number, lang: Lang): string;
  /** INBOUND_ADDRESS and INBOUND_SECRET when answers are read (decision 0063): the visitor's emails take Reply-To the record's signed address. */
  inbound: Pick<InboundSettings, 'address' | 'secret'> | null;
}

export interface AttachedFile {
  field: string;
  maxBytes: number;
  /** The file's type by its content, or null when the kind does not take it. */
  typeOf(path: string): Promise<string | null>;
  /** The media type it is served and attached as. */
  contentType(type: string): string;
  /** The name the sender's computer gave it, made safe for a download and an attachment. */
  cleanName(uploaded: string, type: string): string;
  errors(dict: Dictionary): { missing: string; type: string; size: string };
}

/** What a kind stores of what was sent, beside the columns every submission has. */
export interface StoredParts {
  name: string;
  email: string;
  fields: Record<string, string | null>;
  /** The texts staff search in: the kind picks them. */
  search: (string | null)[];
}

/** What every kind's schema yields besides its own fields: the consent the route records, the language and the spam traps. */
export interface SubmissionInput {
  /** The consent box, ticked: a JSON `true` or a multipart form's "on" (decision 0036). */
  consent: true | 'on' | 'true';
  locale?: Lang | undefined;
  /** The browser's time zone, when it gave one the runtime knows (shared/submissions/form-fields.ts). */
  timeZone?: string | undefined;
  /** The honeypot. */
  website?: string | undefined;
  fillMs?: number | undefined;
}

/** How long a kind is kept (decision 0035): the configured period it is kept for, and when that period starts. */
export interface KindRetention {
  /** Its setting (platform/config/env.ts, printed by the privacy policy); a period in days or months by its name. */
  period: keyof RetentionPeriods;
  /** When the period of one starts (its arrival, last change, position's closing…), and the rule's name in the deletion's report. */
  since(candidate: RetentionCandidate): { why: string; since: Date };
}

/**
 * One kind of the kinds table (desk/kinds-table.ts): everything that differs between an enquiry and a job
 * application, who reaches it and how long it is kept among it. The rest (guards, idempotency,
 * spam traps, storage, outbox, desk lists, CSV) is the same pipeline for every kind.
 */
export interface SubmissionKind<Input extends SubmissionInput = SubmissionInput, View = unknown, Name extends string = string> {
  /** Stored in `submissions.kind`; also the name of its .eml files, log fields, metrics label and desk area. */
  name: Name;
  /**
   * What it says in each language wherever it shows (shared/submissions/texts/): its form's answers,
   * its confirmation, a staff reply's opening, its words on the desk, its items in the consent document.
   */
  texts: Record<Lang, KindTexts>;
  /** The staff roles whose desk reaches its records (decision 0032); the STAFF_TOKEN reaches every kind. */
  roles: readonly StaffRole[];
  retention: KindRetention;
  /** The public POST path under /api. */
  path: string;
  /** How the form is sent: a JSON body, or a multipart form with one file (streamed to disk). */
  body: 'json' | 'multipart';
  /** The multipart form's file: its field, its largest size, what it is by its content, and the refusals. */
  file?: AttachedFile;
  schema: z.ZodType<Input, unknown>;
  /** The first problem of each field, in the dictionary's language. */
  fieldErrors(error: z.ZodError, dict: Dictionary): Record<string, string>;
  /** This kind's refusals of a request it cannot read. */
  requestErrors(dict: Dictionary): { unsupportedType: string; malformed: string; tooLarge: string };
  /** The kind's own check of what arrived, before its schema (the position exists and is open): a refusal, or null. */
  check?(fields: Record<string, unknown>, context: { now: Date; dict: Dictionary }): { status: number; error: string } | null;
  /** What a log line about one may say besides its number and language (never what the sender typed). */
  logFields?(input: Input): Record<string, string>;
  store(input: Input): StoredParts;
  /** The submission as the staff API, the desk, the CSV and the emails see it. */
  view(record: SubmissionRecord): View;
  emails: {
    notification(view: View, settings: MailSettings): Mail.Options;
    confirmation(view: View, settings: MailSettings): Mail.Options;
    /** The studio's inbox for the kind: where its notifications go, and a sender's answer to a staff reply. */
    inbox(settings: Pick<MailSettings, 'to' | 'careersTo'>): string;
  };
  /** What a staff reply's words (its texts' `reply`, in the sender's language) name: its number, the position. */
  reply: {
    vars(record: SubmissionRecord): Record<string, string>;
    /** What the sender wrote, quoted below a reply (the project, the note); a kind without a message of theirs quotes nothing. */
    quoted?(record: SubmissionRecord): string;
  };
  /**
   * The staff API's path under /api; the kind's statuses and the one a reply moves it
   * to; its CSV; and its answers when the number or its file is not there.
   */
  staff: {
    path: string;
    /** In the desk's order (shared/submissions/statuses.ts): its tabs, its filter, what a change may set; the first is a new one's. */
    statuses: readonly SubmissionStatus[];
    /**
     * Where the first reply, or one after its sender answered, moves it (an enquiry: replied), and
     * what the sender's answer takes it back from to new (decision 0064); without one it stays
     * where it stands (an application's stage).
     */
    repliedStatus?: SubmissionStatus;
    csvName: string;
    /** Fields of its view, in order; a part's field by its path (`consent.at`), headed `consentAt`. */
    csvColumns: string[];
    messages(api: StaffAnswers): { notFound: string; nothingToResend: string; fileMissing: string };
  };
}
