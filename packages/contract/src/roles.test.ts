import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, PAGES } from './pages';
import { GRANTABLE_ROLES, PERMISSIONS, permissionsOf, ROLE_DEFINITIONS, ROLES } from './roles';

describe('roles as sets of permissions', () => {
  it('an admin holds every permission, and a member none', () => {
    expect(permissionsOf(['admin'])).toEqual([...PERMISSIONS]);
    expect(permissionsOf(['member'])).toEqual([]);
    expect(permissionsOf([])).toEqual([]);
  });

  it('a treasurer handles the money and nothing of settings, roles, contact or events', () => {
    const treasurer = permissionsOf(['treasurer']);
    expect(treasurer).toEqual(expect.arrayContaining(['memberships.manage', 'donations.manage', 'payments.manage', 'treasury.read']));
    for (const permission of ['settings.manage', 'roles.manage', 'contact.manage', 'events.create', 'events.manage_any'] as const) {
      expect(treasurer).not.toContain(permission);
    }
  });

  it('a secretary handles members, contact messages, every article and the general assemblies; an organiser only events of their own and articles about them', () => {
    expect(permissionsOf(['secretary'])).toEqual([
      'images.upload',
      'members.read',
      'members.manage',
      'contact.manage',
      'news.write',
      'news.manage',
      'announcements.send',
      'assemblies.manage',
    ]);
    expect(permissionsOf(['organiser'])).toEqual(['events.create', 'images.upload', 'events.manage_own', 'news.write']);
  });

  it('several roles add up, each permission once', () => {
    expect(permissionsOf(['treasurer', 'secretary'])).toEqual([
      'images.upload',
      'members.read',
      'members.manage',
      'memberships.manage',
      'payments.manage',
      'donations.manage',
      'treasury.read',
      'contact.manage',
      'news.write',
      'news.manage',
      'announcements.send',
      'assemblies.manage',
    ]);
  });

  it('only admins may change roles or settings, and every role has a French name and description', () => {
    for (const role of ROLES) {
      const { name, description, permissions } = ROLE_DEFINITIONS[role];
      expect(name.length).toBeGreaterThan(0);
      expect(description.length).toBeGreaterThan(0);
      if (role !== 'admin') expect(permissions).not.toContain('roles.manage');
      if (role !== 'admin') expect(permissions).not.toContain('settings.manage');
    }
    expect(GRANTABLE_ROLES).not.toContain('member');
  });

  it('every admin page names the permission that opens it', () => {
    for (const name of PAGE_NAMES) {
      const page: { access: string; permission?: string } = PAGES[name];
      if (page.access === 'admin') expect(PERMISSIONS, name).toContain(page.permission);
      else expect(page.permission, name).toBeUndefined();
    }
  });
});
