import type { ReactNode } from 'react';

/**
 * A desk page's heading and lead, then the word on what was just done (a status) and on what went
 * wrong (an alert), each only when there is one.
 */
export function PageHead({ title, intro, notice, alert }: { title: string; intro: string; notice?: string | null; alert?: ReactNode }) {
  return (
    <>
      <h1 className="page-title">{title}</h1>
      <p className="lead">{intro}</p>
      {notice && (
        <p className="desk-notice" role="status">
          {notice}
        </p>
      )}
      {alert && (
        <p className="desk-alert" role="alert">
          {alert}
        </p>
      )}
    </>
  );
}
