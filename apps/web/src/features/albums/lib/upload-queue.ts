import { ALBUM_LIMITS, ALBUM_MESSAGES, type TAlbumPhoto } from '@action-plus/contract';
import { getErrorMessage } from '#lib/api-client';
import { ALBUM_PAGE_MESSAGES } from '../messages';

/**
 * waiting → sending → done, or failed (the server's or the network's error, which a retry sends
 * again); refused: too large, never sent.
 */
export type UploadStatus = 'waiting' | 'sending' | 'done' | 'failed' | 'refused';

export interface UploadItem {
  id: number;
  file: File;
  status: UploadStatus;
  /** From 0 to 1. */
  progress: number;
  error: string | null;
}

export type SendPhoto = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<TAlbumPhoto>;

export interface UploadQueueCallbacks {
  /** Each photo as the server stored it, as soon as it is. */
  onUploaded?: (photo: TAlbumPhoto) => void;
  /** Nothing is left to send (some may have failed). */
  onIdle?: () => void;
}

/**
 * The photos a manager chose, sent ONE BY ONE (the server takes one a request), each with its
 * progress. A failure stops only its own file: the queue goes on, what was stored stays, and a
 * retry sends that file alone again. A store read through useSyncExternalStore.
 */
export class UploadQueue {
  private items: readonly UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private controller = new AbortController();
  private nextId = 1;
  private isRunning = false;
  private isStopped = false;

  constructor(
    private readonly send: SendPhoto,
    private readonly callbacks: UploadQueueCallbacks = {},
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly UploadItem[] => this.items;

  /** Queues the files; one above the size limit is refused here, without being sent. The list of finished sends is cleared first. */
  add(files: readonly File[]): void {
    const added = files.map((file): UploadItem => {
      const isTooLarge = file.size > ALBUM_LIMITS.MAX_PHOTO_BYTES;
      return { id: this.nextId++, file, status: isTooLarge ? 'refused' : 'waiting', progress: 0, error: isTooLarge ? ALBUM_MESSAGES.photoTooLarge : null };
    });
    this.setItems([...this.items.filter((item) => item.status !== 'done' && item.status !== 'refused'), ...added]);
    void this.run();
  }

  /** Sends again the one file that failed; the others are not touched. */
  retry(id: number): void {
    const item = this.items.find((candidate) => candidate.id === id);
    if (item?.status !== 'failed') return;
    this.update(id, { status: 'waiting', progress: 0, error: null });
    void this.run();
  }

  /** Forgets the sends that are over (done, refused); those failed stay, to be retried. */
  clearFinished(): void {
    this.setItems(this.items.filter((item) => item.status !== 'done' && item.status !== 'refused'));
  }

  /** The page is left: the current send is cut (its file back in line) and nothing more is sent until start(). */
  stop(): void {
    this.isStopped = true;
    this.controller.abort();
    this.setItems(this.items.map((item) => (item.status === 'sending' ? { ...item, status: 'waiting', progress: 0 } : item)));
  }

  /** Sends again what is in line after a stop (React mounts a component twice in development). */
  start(): void {
    if (!this.isStopped) return;
    this.isStopped = false;
    this.controller = new AbortController();
    void this.run();
  }

  private async run(): Promise<void> {
    if (this.isRunning || this.isStopped) return;
    this.isRunning = true;
    const { signal } = this.controller;
    for (let next = this.nextWaiting(); next && !signal.aborted; next = this.nextWaiting()) {
      const { id, file } = next;
      this.update(id, { status: 'sending', progress: 0 });
      try {
        const photo = await this.send(file, (fraction) => this.update(id, { progress: fraction }), signal);
        this.update(id, { status: 'done', progress: 1 });
        this.callbacks.onUploaded?.(photo);
      } catch (error) {
        // Stopped (stop() put the file back in line): not a failure to show.
        if (!signal.aborted) this.update(id, { status: 'failed', error: getErrorMessage(error, ALBUM_PAGE_MESSAGES.uploadFailed) });
      }
    }
    this.isRunning = false;
    if (!signal.aborted) this.callbacks.onIdle?.();
    // Started again while the stopped send was ending: the line goes on.
    else if (!this.isStopped) void this.run();
  }

  private nextWaiting(): UploadItem | undefined {
    return this.items.find((item) => item.status === 'waiting');
  }

  private update(id: number, changes: Partial<UploadItem>): void {
    this.setItems(this.items.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }

  private setItems(items: readonly UploadItem[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }
}
