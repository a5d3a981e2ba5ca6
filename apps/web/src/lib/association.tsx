import { createContext, useContext, useEffect, useMemo, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { TAssociationSettings } from '@action-plus/contract';
import { api } from './api-client';
import { initialQueryData } from './initial-data';

/**
 * The association's settings (who it is, its contact details, its texts: the contract's
 * `TAssociationSettings`), read once when the app starts and held in a context that every page
 * reads through `useAssociation()`. The server's first render of any page reads them
 * (entry-server.tsx) and sends them with the page's data under this key; the browser takes them
 * from there without the query library (the home page's first view loads none, decision 019), or
 * asks the API for them before its first render when the page came without them (the dev server,
 * a failed render). Client navigations keep the same document.
 */
export const ASSOCIATION_QUERY_KEY = ['association'] as const;

/** zod comes with the schema, loaded only when an answer is read: a page sent rendered carries the settings. */
const loadAssociationSettingsSchema = () => import('./association-schema').then((module) => module.ZAssociationSettingsSchema);

/** GET /api/association: the whole settings document, public. */
export const getAssociation = (signal?: AbortSignal): Promise<TAssociationSettings> =>
  api.get('/api/association', { schema: loadAssociationSettingsSchema, signal });

/** The settings the app starts with: those the server sent with the page, else read from the API. */
export async function loadStartingAssociation(): Promise<TAssociationSettings> {
  return initialQueryData<TAssociationSettings>(ASSOCIATION_QUERY_KEY) ?? (await getAssociation());
}

type AssociationContextValue = { settings: TAssociationSettings; replace: Dispatch<SetStateAction<TAssociationSettings>> };

const AssociationContext = createContext<AssociationContextValue | null>(null);

/**
 * The accent colour on the open page. The server's pages link the stylesheet of the accent the app
 * starts with (`/association-theme/<hex>.css`); when an admin saves another one, the page is
 * repainted at once (`accent-palette.ts`, loaded then: the contrast arithmetic stays out of every
 * visitor's first view), and painted back when the starting one returns.
 */
function useAccentColour(accent: string) {
  const startingAccent = useRef(accent);
  useEffect(() => {
    let isCurrent = true;
    const target = accent === startingAccent.current ? null : accent;
    if (target === null && !document.documentElement.style.getPropertyValue('--color-primary')) return;
    void import('./accent-palette').then(({ ACCENT_TOKENS, paintAccent }) => {
      if (!isCurrent) return;
      if (target) paintAccent(target);
      else for (const token of ACCENT_TOKENS) document.documentElement.style.removeProperty(token);
    });
    return () => {
      isCurrent = false;
    };
  }, [accent]);
}

/**
 * Provides the settings the app started with (app/providers.tsx), until `useReplaceAssociation`
 * swaps them (after an admin has saved a section, say).
 */
export function AssociationProvider({ settings, children }: { settings: TAssociationSettings; children: ReactNode }) {
  const [current, replace] = useState(settings);
  useAccentColour(current.identity.accentColour);
  const value = useMemo(() => ({ settings: current, replace }), [current]);
  return <AssociationContext value={value}>{children}</AssociationContext>;
}

function useAssociationContext(): AssociationContextValue {
  const value = useContext(AssociationContext);
  if (!value) throw new Error("useAssociation() lit les paramètres de l'association fournis par AssociationProvider (app/providers.tsx).");
  return value;
}

/** The association's settings, as the app holds them. */
export const useAssociation = (): TAssociationSettings => useAssociationContext().settings;

/** Replaces the settings every page reads, e.g. with the document the API answers after a save. */
export const useReplaceAssociation = (): Dispatch<SetStateAction<TAssociationSettings>> => useAssociationContext().replace;
