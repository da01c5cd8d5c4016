import { matchPath } from '../../shared/routes';
import { useLocation } from '../location-context';
import { Notices } from '../notices/notices';
import { ApplicationForm } from './application-form';

/** The application form of the job whose page this is, with the notices that tell how sending went. */
export function JobApplicationIsland() {
  const job = matchPath(useLocation().pathname)?.slug ?? '';
  return (
    <>
      <ApplicationForm job={job} />
      <Notices />
    </>
  );
}
