import { DESK_TEXTS } from '../texts/desk-texts';
import { LANG_NAMES, LANGS, LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import type { StaticPageFiles } from '../../site';
import { DEFAULT_TIME_ZONE, isTimeZone, NAME_MAX } from '../accounts/account-store';
import { deskDocument } from './desk-document';
import { deskHref, SETTINGS_PATH, type Viewer } from './desk-links';

/** The settings form as shown: the account's own, or what was sent when it was refused. */
export interface SettingsView {
  values: { name: string; title: string; lang: string; timeZone: string };
  /** The settings were just saved. */
  saved?: boolean;
  /** The fields of a refused form that were wrong. */
  wrong?: ReadonlySet<string> | undefined;
}

interface ZoneOption {
  zone: string;
  label: string;
}

/** The time zones grouped by the first part of their IANA name; the ones without a region (UTC) come first, ungrouped. */
interface ZoneList {
  loose: ZoneOption[];
  groups: { region: string; zones: ZoneOption[] }[];
}

/** The runtime's zones; its list leaves out UTC, which new accounts start in. */
const ZONES = [...new Set([DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone')])];

/** A zone as people read it: its place without underscores, then its generic name in the reader's language ("Makassar — Central Indonesia Time"). */
function zoneLabel(ui: Lang, zone: string): string {
  const place = zone.includes('/') ? zone.split('/').slice(1).join(' / ').replaceAll('_', ' ') : zone;
  const name = new Intl.DateTimeFormat(LOCALE_TAGS[ui], { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(Date.now())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== place ? `${place} — ${name}` : place;
}

// Some four hundred formatters: made once per language, on the first settings page.
const zoneLists = new Map<Lang, ZoneList>();

function zoneList(ui: Lang): ZoneList {
  let list = zoneLists.get(ui);
  if (!list) {
    const regions = DESK_TEXTS[ui].settings.regions as Record<string, string>;
    const byLabel = (a: ZoneOption, b: ZoneOption) => a.label.localeCompare(b.label, LOCALE_TAGS[ui]);
    const groups = new Map<string, ZoneOption[]>();
    const loose: ZoneOption[] = [];
    for (const zone of ZONES) {
      const option = { zone, label: zoneLabel(ui, zone) };
      const region = zone.includes('/') ? zone.split('/')[0]! : undefined;
      if (!region) loose.push(option);
      else groups.set(region, [...(groups.get(region) ?? []), option]);
    }
    list = {
      loose: loose.sort(byLabel),
      groups: [...groups]
        .map(([region, zones]) => ({ region: regions[region] ?? region, zones: zones.sort(byLabel) }))
        .sort((a, b) => a.region.localeCompare(b.region, LOCALE_TAGS[ui])),
    };
    zoneLists.set(ui, list);
  }
  return list;
}

/**
 * One's own settings, for any signed-in account: their name and title, the desk's language and the
 * time zone its times are shown in. An account made before names were asked is asked for one.
 */
export function settingsPage(files: StaticPageFiles, viewer: Viewer, { values, saved, wrong = new Set() }: SettingsView): string {
  const { ui } = viewer;
  const copy = DESK_TEXTS[ui].settings;
  const { loose, groups } = zoneList(ui);
  // A zone the runtime's list lacks but knows (an older alias such as Asia/Calcutta) stays choosable while it is chosen.
  const alias = !ZONES.includes(values.timeZone) && isTimeZone(values.timeZone) ? values.timeZone : undefined;
  const choice = wrong.has('lang') || wrong.has('timeZone');
  const problems = [wrong.has('name') && copy.invalidName, wrong.has('title') && copy.invalidJobTitle, choice && copy.invalid].filter(
    Boolean,
  );
  // A wrong field is described by the alert that says what is wrong, then by its hint.
  const marks = (isWrong: boolean, hint?: string) => {
    const describedBy = [isWrong && 'settings-problem', hint].filter(Boolean).join(' ');
    return { ...(describedBy && { 'aria-describedby': describedBy }), ...(isWrong && { 'aria-invalid': true as const }) };
  };
  return deskDocument(
    viewer,
    files,
    { title: copy.title, here: { path: SETTINGS_PATH } },
    <>
      <h1 className="page-title">{copy.title}</h1>
      <p className="lead">{copy.intro}</p>
      {saved && (
        <p className="desk-notice" role="status">
          {copy.saved}
        </p>
      )}
      {problems.length > 0 && (
        <p id="settings-problem" className="desk-alert" role="alert">
          {problems.join(' ')}
        </p>
      )}
      {!viewer.account.name && !wrong.has('name') && <p className="desk-prompt">{copy.askName}</p>}
      <form method="post" action={deskHref(SETTINGS_PATH, { ui })} className="desk-form">
        <p>
          <label htmlFor="settings-name">{copy.name}</label>
          <span id="settings-name-hint" className="desk-muted desk-hint">
            {copy.nameHint}
          </span>
          <input
            id="settings-name"
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX}
            required
            defaultValue={values.name}
            {...marks(wrong.has('name'), 'settings-name-hint')}
          />
        </p>
        <p>
          <label htmlFor="settings-title">{copy.jobTitle}</label>
          <span id="settings-title-hint" className="desk-muted desk-hint">
            {copy.jobTitleHint}
          </span>
          <input
            id="settings-title"
            name="title"
            autoComplete="organization-title"
            maxLength={NAME_MAX}
            defaultValue={values.title}
            {...marks(wrong.has('title'), 'settings-title-hint')}
          />
        </p>
        <p>
          <label htmlFor="settings-lang">{copy.language}</label>
          <select id="settings-lang" name="lang" defaultValue={values.lang} {...marks(choice)}>
            {LANGS.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {LANG_NAMES[lang]}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="settings-zone">{copy.timeZone}</label>
          <select id="settings-zone" name="timeZone" defaultValue={values.timeZone} {...marks(choice)}>
            {alias && <option value={alias}>{zoneLabel(ui, alias)}</option>}
            {loose.map(({ zone, label }) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
            {groups.map(({ region, zones }) => (
              <optgroup key={region} label={region}>
                {zones.map(({ zone, label }) => (
                  <option key={zone} value={zone}>
                    {label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </p>
        <p>
          <button className="button" type="submit">
            {copy.save}
          </button>
        </p>
      </form>
    </>,
  );
}
