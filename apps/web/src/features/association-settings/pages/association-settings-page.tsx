import {
  ASSOCIATION_SETTINGS_SECTIONS,
  ASSOCIATION_SETTINGS_SECTION_TITLES,
  type TAdminAssociationSettings,
  type TAssociationSettingsSection,
} from '@action-plus/contract';
import { Container, QueryFailedAlert, Spinner } from '#components/ui';
import { usePageTitle } from '#lib/use-page-title';
import { useAssociationSettings } from '../api/get-association-settings';
import { SettingsSection, type SectionDefinition } from '../components/settings-section';
import { ContactFields } from '../components/contact-fields';
import { DuesFields } from '../components/dues-fields';
import { HostFields } from '../components/host-fields';
import { IdentityFields } from '../components/identity-fields';
import { FiguresFields, LinksFields, TestimonialsFields } from '../components/list-fields';
import { PresentationFields } from '../components/presentation-fields';
import { StatutesFields } from '../components/statutes-fields';
import { TaxReceiptsFields } from '../components/tax-receipts-fields';
import { TeamFields } from '../components/team-fields';
import styles from '../components/association-settings.module.css';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M, TAX_RECEIPTS_LABELS } from '../messages';

/** Each section's fields, and what its save asks first. */
const SECTIONS: { [S in TAssociationSettingsSection]: SectionDefinition<S> } = {
  identity: { Fields: IdentityFields },
  contact: { Fields: ContactFields },
  team: { Fields: TeamFields },
  presentation: { Fields: PresentationFields },
  testimonials: { Fields: TestimonialsFields },
  figures: { Fields: FiguresFields },
  links: { Fields: LinksFields },
  host: { Fields: HostFields },
  taxReceipts: {
    Fields: TaxReceiptsFields,
    // A receipt issued wrongly is fined: switching receipts on or off is confirmed, every other save is not.
    confirmationOf: (before, after) =>
      before.eligible === after.eligible
        ? null
        : after.eligible
          ? { title: TAX_RECEIPTS_LABELS.confirmOnTitle, text: TAX_RECEIPTS_LABELS.confirmOnText, confirmLabel: TAX_RECEIPTS_LABELS.confirm }
          : { title: TAX_RECEIPTS_LABELS.confirmOffTitle, text: TAX_RECEIPTS_LABELS.confirmOffText, confirmLabel: TAX_RECEIPTS_LABELS.confirm },
  },
  dues: { Fields: DuesFields },
  statutes: { Fields: StatutesFields },
};

function SectionOf<S extends TAssociationSettingsSection>({ section, settings }: { section: S; settings: TAdminAssociationSettings }) {
  return <SettingsSection section={section} saved={settings.sections[section]} definition={SECTIONS[section]} />;
}

/**
 * « Paramètres de l'association » (admins): who the association is and what its pages say, one
 * form per section in the contract's order, each saved on its own with the version it was read at.
 */
export default function AssociationSettingsPage() {
  usePageTitle(M.pageTitle);
  const settings = useAssociationSettings();

  return (
    <Container>
      <h1>{M.pageTitle}</h1>
      <p className={styles.intro}>{M.intro}</p>
      <p className={styles.intro}>{M.requiredNote}</p>
      {settings.isPending ? (
        <Spinner isBlock label={M.loading} />
      ) : settings.isError ? (
        <QueryFailedAlert query={settings} fallback={M.loadFailed} isFallbackOnly />
      ) : (
        <>
          <nav aria-label={M.sectionsNavigation} className={styles.toc}>
            <ul>
              {ASSOCIATION_SETTINGS_SECTIONS.map((section) => (
                <li key={section}>
                  <a href={`#${section}`}>{ASSOCIATION_SETTINGS_SECTION_TITLES[section]}</a>
                </li>
              ))}
            </ul>
          </nav>
          {ASSOCIATION_SETTINGS_SECTIONS.map((section) => (
            <SectionOf key={section} section={section} settings={settings.data} />
          ))}
        </>
      )}
    </Container>
  );
}
