import type { TAssociationSettings } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import type { EventsReadCache } from '../events/events-read-cache';
import { readAssociationSettings } from './settings-repository';

/** Where every reader of the association's settings gets them: `context.associationSettings`. */
export interface AssociationSettingsReader {
  /**
   * The current settings. Outside a transaction they come from the visitors' cache, whose
   * fingerprint counts the settings' versions: a save on any instance is seen by the next read
   * (within a second on the embedded database, where there is only this one instance). Inside a
   * transaction they are read through it: the embedded database runs one transaction at a time,
   * so a read on another connection would wait for this one to end.
   */
  read(tx?: Transaction): Promise<TAssociationSettings>;
}

const CACHE_KEY = 'association-settings';

export function createAssociationSettingsReader(db: Database, cache: EventsReadCache): AssociationSettingsReader {
  return {
    read: (tx) => (tx ? readAssociationSettings(tx) : cache.read(CACHE_KEY, () => readAssociationSettings(db))),
  };
}
