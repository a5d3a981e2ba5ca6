import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem = {
  id: string;
  label: ReactNode;
  content: ReactNode;
};

export type TabsProps = {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list, e.g. 'Sections du profil'. */
  label: string;
  /** Controlled mode: pass both `selectedId` and `onSelect`. */
  selectedId?: string;
  onSelect?: (id: string) => void;
  defaultSelectedId?: string;
};

/** WAI-ARIA tabs: arrows, Home and End move between tabs; only the active tab is in the Tab order. */
export function Tabs({ tabs, label, selectedId, onSelect, defaultSelectedId }: TabsProps) {
  const baseId = useId();
  const [internalId, setInternalId] = useState(defaultSelectedId ?? tabs[0]?.id);
  const activeId = selectedId ?? internalId;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function selectTab(id: string) {
    if (selectedId === undefined) setInternalId(id);
    onSelect?.(id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const lastIndex = tabs.length - 1;
    const targetIndex =
      event.key === 'ArrowRight'
        ? index === lastIndex
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? lastIndex
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? lastIndex
              : null;
    if (targetIndex === null) return;
    event.preventDefault();
    const target = tabs[targetIndex]!;
    selectTab(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const isActive = tab.id === activeId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-onglet-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panneau-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              className={styles.tab}
              onClick={() => selectTab(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        tab.id === activeId ? (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panneau-${tab.id}`}
            aria-labelledby={`${baseId}-onglet-${tab.id}`}
            tabIndex={0}
            className={styles.panel}
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
