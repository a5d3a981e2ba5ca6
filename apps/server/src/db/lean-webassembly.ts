import { setFlagsFromString } from 'node:v8';

let isSet = false;

/**
 * PGlite is PostgreSQL compiled to WebAssembly (a 9 MB module). By default V8 compiles it at once
 * with its baseline compiler (Liftoff), then compiles again with its optimizing one (TurboFan) every
 * function that gets hot, and keeps both: after a few thousand queries that is 50 to 120 MB more
 * resident memory, never given back. Liftoff alone keeps the first compilation only, for slower
 * database work (decision 015). The flag is process-wide and holds for modules compiled after it is
 * set: it must come before the first PGlite is opened.
 */
export function compileWebAssemblyOnce() {
  if (isSet) return;
  setFlagsFromString('--liftoff-only');
  isSet = true;
}
