import { DESK_TEXTS } from '../texts/desk-texts';
import { fillPlaceholders } from '../../shared/i18n/dictionary';
import { LOCALE_TAGS } from '../../shared/i18n/langs';
import { replyDueAt } from '../../shared/submissions/reply-promises';
import { waitingSince, type PromiseStats } from '../promise/reply-promise';
import { ENQUIRY, type StoredEnquiry } from '../../submissions';
import type { ReplyPromiseView } from '../submission-queries';
import { formatTime } from './desk-labels';
import { formatDuration } from '../../shared/i18n/format';
import { ENQUIRY_DESK, recordPath } from './desk-kinds';
import { deskHref, type Viewer } from './desk-links';
import { DeskTable } from './desk-list';

/** How long is left until `due`, or how late it is: in words, and red when late. */
function DueIn({ viewer, due, now }: { viewer: Viewer; due: Date; now: Date }) {
  const copy = DESK_TEXTS[viewer.ui].promise;
  const left = due.getTime() - now.getTime();
  return (
    <strong className={left < 0 ? 'desk-due desk-due--late' : 'desk-due'}>
      {(left < 0 ? copy.late : copy.left).replace('{time}', formatDuration(left, viewer.ui))}
    </strong>
  );
}

type Awaiting = Pick<StoredEnquiry, 'status' | 'awaitingSince'>;

/** When a record of the kind is due its reply; null when it has had it, was moved on, or its kind promises none. */
const dueOf = (kind: string, record: Awaiting): Date | null => {
  const since = waitingSince(record);
  return since && replyDueAt(kind, since);
};

/** How long a record of the kind still waiting for a reply has left, or how late it is; null for one answered or moved on. */
export function PromiseDue({ viewer, kind, record, now }: { viewer: Viewer; kind: string; record: Awaiting; now: Date }) {
  const due = dueOf(kind, record);
  return due && <DueIn viewer={viewer} due={due} now={now} />;
}

/**
 * A record's clock where staff act on it: how long is left or how late it is, then when the reply
 * is due in the reader's zone (and, with `promise`, what was promised), set off with " · " from the
 * status or the heading it follows (`after`); after a heading, only how long is left. Nothing once
 * it needs none.
 */
export function ReplyClock({
  viewer,
  kind,
  record,
  now,
  promise,
  after,
}: {
  viewer: Viewer;
  kind: string;
  record: Awaiting;
  now: Date;
  promise?: string | undefined;
  after?: 'heading' | 'status';
}) {
  const due = dueOf(kind, record);
  if (!due) return null;
  const setOff = after && ' · ';
  if (after === 'heading')
    return (
      <>
        {setOff}
        <DueIn viewer={viewer} due={due} now={now} />
      </>
    );
  const copy = DESK_TEXTS[viewer.ui].promise;
  return (
    <>
      {setOff}
      <DueIn viewer={viewer} due={due} now={now} />{' '}
      <span className="desk-muted">
        ({copy.due} <time dateTime={due.toISOString()}>{formatTime(due, viewer)}</time>
        {promise && `; ${promise}`})
      </span>
    </>
  );
}

/**
 * The 24-hour promise on the enquiries page: every enquiry still waiting for a reply, overdue
 * first, with how long it has left or how late it is; then, for the last 30 and 90 days, the
 * median and 90th percentile time to reply of the waits begun then and how many were answered
 * within 24 hours, of how many.
 */
export function ReplyPromisePanel({ viewer, promise, now }: { viewer: Viewer; promise: ReplyPromiseView; now: Date }) {
  const { ui } = viewer;
  const copy = DESK_TEXTS[ui].promise;
  const percent = new Intl.NumberFormat(LOCALE_TAGS[ui], { style: 'percent' });
  const duration = (ms: number | null) => (ms === null ? copy.nothing : formatDuration(ms, ui));
  const share = ({ kept, judged, keptShare }: PromiseStats) =>
    keptShare === null ? copy.nothing : fillPlaceholders(copy.keptOf, { kept, judged, share: percent.format(keptShare) });
  return (
    <>
      <section className="desk-promise" aria-labelledby="promise-waiting">
        <h2 id="promise-waiting">{copy.waiting}</h2>
        <p className="desk-muted">{copy.waitingIntro}</p>
        {promise.waiting.length === 0 ? (
          <p>{copy.none}</p>
        ) : (
          <ol className="desk-waiting">
            {promise.waiting.map((enquiry) => (
              <li key={enquiry.id}>
                <a href={deskHref(recordPath(ENQUIRY_DESK, enquiry.id), { ui })}>{enquiry.name}</a>{' '}
                <ReplyClock viewer={viewer} kind={ENQUIRY.name} record={enquiry} now={now} />
              </li>
            ))}
          </ol>
        )}
        {promise.waitingCount > promise.waiting.length && (
          <p>
            <a href={deskHref(ENQUIRY_DESK.listPath, { ui, status: 'new' })}>
              {copy.more.replace('{count}', String(promise.waitingCount - promise.waiting.length))}
            </a>
          </p>
        )}
      </section>
      <section className="desk-promise" aria-labelledby="promise-stats">
        <h2 id="promise-stats">{copy.stats}</h2>
        <p className="desk-muted">{copy.statsIntro}</p>
        <DeskTable
          name={copy.stats}
          columns={[copy.columns.period, copy.columns.median, copy.columns.p90, copy.columns.kept, copy.columns.judged]}
          rows={promise.periods.map(({ days, stats }) => (
            <tr key={days}>
              <th scope="row">{copy.lastDays.replace('{days}', String(days))}</th>
              <td data-label={copy.columns.median}>{duration(stats.medianMs)}</td>
              <td data-label={copy.columns.p90}>{duration(stats.p90Ms)}</td>
              <td data-label={copy.columns.kept}>{share(stats)}</td>
              <td data-label={copy.columns.judged}>{stats.judged}</td>
            </tr>
          ))}
          empty={copy.nothing}
          cards
        />
      </section>
    </>
  );
}
