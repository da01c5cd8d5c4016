import { DESK_TEXTS } from '../texts/desk-texts';
import { LOCALE_TAGS } from '../../shared/i18n/langs';
import { PROMISE_MS, timeLeft, type PromiseStats } from '../promise/reply-promise';
import type { StoredEnquiry } from '../../submissions';
import type { ReplyPromiseView } from '../submission-queries';
import { formatTime } from './desk-labels';
import { formatDuration } from '../../shared/i18n/format';
import { ENQUIRY_DESK, recordPath } from './desk-kinds';
import { deskHref, type Viewer } from './desk-links';
import { DeskTable } from './desk-list';

/** How long an enquiry still waiting for its first reply has left, or how late it is; null for one answered or closed. */
export function PromiseDue({
  viewer,
  enquiry,
  now,
}: {
  viewer: Viewer;
  enquiry: Pick<StoredEnquiry, 'status' | 'createdAt' | 'firstReplyAt'>;
  now: Date;
}) {
  if (enquiry.status !== 'new' || enquiry.firstReplyAt) return null;
  const copy = DESK_TEXTS[viewer.ui].promise;
  const left = timeLeft(new Date(enquiry.createdAt), now);
  return (
    <strong className={left < 0 ? 'desk-due desk-due--late' : 'desk-due'}>
      {(left < 0 ? copy.late : copy.left).replace('{time}', formatDuration(left, viewer.ui))}
    </strong>
  );
}

/**
 * The 24-hour promise on the enquiries page: every enquiry still waiting for its first reply,
 * overdue first, with how long it has left or how late it is; then, for the last 30 and 90 days,
 * the median and 90th percentile time to first reply and the share answered within 24 hours.
 */
export function ReplyPromisePanel({ viewer, promise, now }: { viewer: Viewer; promise: ReplyPromiseView; now: Date }) {
  const { ui } = viewer;
  const copy = DESK_TEXTS[ui].promise;
  const percent = new Intl.NumberFormat(LOCALE_TAGS[ui], { style: 'percent' });
  const duration = (ms: number | null) => (ms === null ? copy.nothing : formatDuration(ms, ui));
  const share = ({ keptShare }: PromiseStats) => (keptShare === null ? copy.nothing : percent.format(keptShare));
  return (
    <>
      <section className="desk-promise" aria-labelledby="promise-waiting">
        <h2 id="promise-waiting">{copy.waiting}</h2>
        <p className="desk-muted">{copy.waitingIntro}</p>
        {promise.waiting.length === 0 ? (
          <p>{copy.none}</p>
        ) : (
          <ol className="desk-waiting">
            {promise.waiting.map((enquiry) => {
              const due = new Date(new Date(enquiry.createdAt).getTime() + PROMISE_MS);
              return (
                <li key={enquiry.id}>
                  <a href={deskHref(recordPath(ENQUIRY_DESK, enquiry.id), { ui })}>{enquiry.name}</a>{' '}
                  <PromiseDue viewer={viewer} enquiry={enquiry} now={now} />{' '}
                  <span className="desk-muted">
                    ({copy.due} <time dateTime={due.toISOString()}>{formatTime(due, viewer)}</time>)
                  </span>
                </li>
              );
            })}
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
              <td>{duration(stats.medianMs)}</td>
              <td>{duration(stats.p90Ms)}</td>
              <td>{share(stats)}</td>
              <td>{stats.judged}</td>
            </tr>
          ))}
          empty={copy.nothing}
        />
      </section>
    </>
  );
}
