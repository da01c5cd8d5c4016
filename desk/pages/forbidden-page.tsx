import { DESK_TEXTS } from '../texts/desk-texts';
import type { StaticPageFiles } from '../../site';
import { deskDocument } from './desk-document';
import { deskHref, homeOf, type Viewer } from './desk-links';

/** What a signed-in account sees on a page its role does not reach: why, and the way back to its own desk. */
export function forbiddenPage(files: StaticPageFiles, viewer: Viewer, path: string): string {
  const { ui, account } = viewer;
  const { forbidden, roles } = DESK_TEXTS[ui];
  return deskDocument(
    viewer,
    files,
    { title: forbidden.title, here: { path } },
    <>
      <h1 className="page-title">{forbidden.title}</h1>
      <p className="lead">{forbidden.body.replace('{role}', roles[account.role])}</p>
      <p>
        <a className="button" href={deskHref(homeOf(viewer), { ui })}>
          {forbidden.back}
        </a>
      </p>
    </>,
  );
}
