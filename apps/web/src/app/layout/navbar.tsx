import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CONTACT_INBOX_PATH, MEMBERSHIP_RENEWAL_PATH, PAGES } from '@action-plus/contract';
import { PATHS } from '#config/paths';
import { useAssociation } from '#lib/association';
import { useAuth, useLogOutAndLeave } from '#lib/auth';
import { getDisplayName } from '#lib/display-name';
import { loadQueryClient } from '#lib/query-client-store';
import { BrandLogo } from './brand-logo';
import styles from './navbar.module.css';
import { SHELL_MESSAGES } from '../messages';

/** Spec §9: the bar takes its scrolled style after 50 px. */
export const SCROLLED_THRESHOLD_PX = 50;
const MENU_ID = 'menu-principal';
const ADMIN_MENU_ID = 'menu-administration';

const MAIN_LINKS = [
  { to: PATHS.home, label: SHELL_MESSAGES.home, end: true },
  { to: PATHS.about, label: SHELL_MESSAGES.about, end: false },
  { to: PATHS.events, label: SHELL_MESSAGES.events, end: true },
  { to: PATHS.news, label: SHELL_MESSAGES.news, end: false },
  { to: PATHS.contact, label: SHELL_MESSAGES.contact, end: false },
  { to: PATHS.donate, label: SHELL_MESSAGES.donate, end: false },
] as const;

/** Each admin page with the permission its page asks (the contract's table of pages): the menu shows what the account may open. */
const ADMIN_LINKS = [
  { to: PATHS.eventCreate, label: SHELL_MESSAGES.createEvent, permission: PAGES.eventCreate.permission },
  { to: PATHS.adminNews, label: SHELL_MESSAGES.news, permission: PAGES.adminNews.permission },
  { to: PATHS.adminAnnouncements, label: SHELL_MESSAGES.announcements, permission: PAGES.adminAnnouncements.permission },
  { to: PATHS.adminAssemblies, label: SHELL_MESSAGES.assemblies, permission: PAGES.adminAssemblies.permission },
  { to: PATHS.adminMemberships, label: SHELL_MESSAGES.manageMemberships, permission: PAGES.adminMemberships.permission },
  { to: PATHS.adminDonations, label: SHELL_MESSAGES.donations, permission: PAGES.adminDonations.permission },
  { to: PATHS.adminTreasury, label: SHELL_MESSAGES.treasury, permission: PAGES.adminTreasury.permission },
  { to: PATHS.adminAssociation, label: SHELL_MESSAGES.associationSettings, permission: PAGES.adminAssociation.permission },
  { to: PATHS.adminRoles, label: SHELL_MESSAGES.teamAndRoles, permission: PAGES.adminRoles.permission },
  { to: PATHS.adminJournal, label: SHELL_MESSAGES.journal, permission: PAGES.adminJournal.permission },
] as const;
const ADMIN_PATHS = ADMIN_LINKS.map((link) => link.to);

/**
 * The admins' count of unread contact messages, loaded with the query cache once an admin is signed
 * in: a visitor's first view (decision 019) never fetches this chunk.
 */
const UnreadMessagesCount = lazy(() =>
  Promise.all([import('#features/contact/components/unread-messages-count'), loadQueryClient()]).then(([module]) => ({
    default: module.UnreadMessagesCount,
  })),
);

const navLinkClassName = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

export function Navbar() {
  const { user, can } = useAuth();
  const adminLinks = ADMIN_LINKS.filter((link) => can(link.permission));
  const readsContactMessages = can('contact.manage');
  const hasAdminMenu = adminLinks.length > 0 || readsContactMessages;
  const { identity } = useAssociation();
  const logOutAndLeave = useLogOutAndLeave();
  const location = useLocation();
  const [isScrolled, setIsScrolled] = useState(false);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isAdminMenuOpen, setIsAdminMenuOpen] = useState(false);
  const adminToggleRef = useRef<HTMLButtonElement>(null);
  const adminItemRef = useRef<HTMLLIElement>(null);
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const updateScrolled = () => setIsScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    updateScrolled();
    window.addEventListener('scroll', updateScrolled, { passive: true });
    return () => window.removeEventListener('scroll', updateScrolled);
  }, []);

  // The menus close when another page is drawn, or a link in them is followed. Not when the page
  // drawn is the one the address already showed as the menu opened: the address changes before a
  // lazily loaded page is drawn, and a click in that moment would see its menu shut again.
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);
  const [menuOpenedAtAddress, setMenuOpenedAtAddress] = useState<string | null>(null);
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    if (menuOpenedAtAddress !== `${location.pathname}${location.search}`) closeMenus();
  }

  function closeMenus() {
    setIsMenuOpen(false);
    setIsAdminMenuOpen(false);
  }

  function toggleMenu(setIsOpen: typeof setIsMenuOpen) {
    setMenuOpenedAtAddress(`${window.location.pathname}${window.location.search}`);
    setIsOpen((open) => !open);
  }

  function closeMenusOnLinkClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest('a')) closeMenus();
  }

  // The administration menu (wide screens) closes on Escape and on a click anywhere else.
  useEffect(() => {
    if (!isAdminMenuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsAdminMenuOpen(false);
      adminToggleRef.current?.focus();
    }
    function closeOnOutsideClick(event: PointerEvent) {
      if (!adminItemRef.current?.contains(event.target as Node)) setIsAdminMenuOpen(false);
    }
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsideClick);
    };
  }, [isAdminMenuOpen]);

  useEffect(() => {
    if (!isMenuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  async function handleLogout() {
    setIsLoggingOut(true);
    try {
      await logOutAndLeave();
    } finally {
      setIsLoggingOut(false);
    }
  }

  return (
    <header className={[styles.navbar, isScrolled ? styles.scrolled : ''].filter(Boolean).join(' ')} data-scrolled={isScrolled}>
      <nav
        className={['container', styles.inner, hasAdminMenu ? styles.withAdminMenu : ''].filter(Boolean).join(' ')}
        aria-label={SHELL_MESSAGES.mainNavigation}
      >
        <Link to={PATHS.home} className={styles.brandLink} aria-label={SHELL_MESSAGES.homeLink(identity.name)}>
          <BrandLogo />
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          onClick={() => toggleMenu(setIsMenuOpen)}
        >
          <span className={styles.toggleIcon} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span>{SHELL_MESSAGES.menu}</span>
        </button>

        <div id={MENU_ID} className={[styles.menu, isMenuOpen ? styles.menuOpen : ''].filter(Boolean).join(' ')} onClick={closeMenusOnLinkClick}>
          <ul className={styles.links}>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={navLinkClassName}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              {/* The profile's membership section; a visitor signs in (or creates an account) and comes back to it. */}
              <Link to={MEMBERSHIP_RENEWAL_PATH} className={styles.link}>
                {SHELL_MESSAGES.join}
              </Link>
            </li>
            {hasAdminMenu && (
              /* On wide screens the admin's pages are one « Administration » menu, so that the bar
                 keeps one line from 1024 px up; on small ones they are listed in the panel. */
              <li ref={adminItemRef} className={styles.adminItem}>
                <button
                  ref={adminToggleRef}
                  type="button"
                  className={[styles.adminToggle, ADMIN_PATHS.some((path) => location.pathname.startsWith(path)) ? styles.active : '']
                    .filter(Boolean)
                    .join(' ')}
                  aria-expanded={isAdminMenuOpen}
                  aria-controls={ADMIN_MENU_ID}
                  onClick={() => toggleMenu(setIsAdminMenuOpen)}
                >
                  {readsContactMessages ? (
                    <Suspense fallback={SHELL_MESSAGES.administration}>
                      <UnreadMessagesCount label={SHELL_MESSAGES.administration} describe={SHELL_MESSAGES.unreadMessagesOfAdministration} />
                    </Suspense>
                  ) : (
                    SHELL_MESSAGES.administration
                  )}
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
                <ul id={ADMIN_MENU_ID} className={[styles.adminMenu, isAdminMenuOpen ? styles.adminMenuOpen : ''].filter(Boolean).join(' ')}>
                  {/* Every admin page, on phones too (decision 038): an admin away from a desk must reach them. */}
                  {adminLinks.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className={navLinkClassName}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                  {readsContactMessages && (
                    <li>
                      {/* A Link, not a NavLink: the profile's other tabs are not this page. */}
                      <Link to={CONTACT_INBOX_PATH} className={styles.link}>
                        <Suspense fallback={SHELL_MESSAGES.contactMessages}>
                          <UnreadMessagesCount label={SHELL_MESSAGES.contactMessages} describe={SHELL_MESSAGES.unreadMessagesOfInbox} />
                        </Suspense>
                      </Link>
                    </li>
                  )}
                </ul>
              </li>
            )}
          </ul>

          <div className={styles.actions}>
            {user ? (
              <>
                <Link to={PATHS.profile} className={styles.profileButton}>
                  <span className={styles.avatar} aria-hidden="true">
                    {getDisplayName(user).charAt(0).toLocaleUpperCase('fr-FR')}
                  </span>
                  <span className={styles.profileName}>{getDisplayName(user)}</span>
                </Link>
                <button type="button" className={styles.logoutButton} onClick={handleLogout} disabled={isLoggingOut}>
                  {SHELL_MESSAGES.logout}
                </button>
              </>
            ) : (
              <>
                <NavLink to={PATHS.login} className={styles.loginLink}>
                  {SHELL_MESSAGES.login}
                </NavLink>
                <NavLink to={PATHS.register} className={styles.registerLink}>
                  {SHELL_MESSAGES.register}
                </NavLink>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
