import './styles/global.css';

const root = document.getElementById('root')!;

/** Resolves in a later task: the browser may paint and answer a tap before what follows runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Runs the app's start-up as three tasks rather than one: React's DOM renderer (the largest
 * module) is evaluated alone, then the app's modules, then the app takes the page over. On a slow
 * phone each is short enough not to hold back a tap made meanwhile.
 */
async function startApp() {
  await import('react-dom/client');
  await nextTask();
  const app = await import('./app/start-app');
  await nextTask();
  await app.startApp(root);
}

// Should the app fail to load, a page the server rendered stays as it is: its links still work.
const start = () => startApp().catch(console.error);

/**
 * A page the server sent rendered is on screen with its stylesheet: the app, which makes it
 * interactive, is fetched once that first frame has been painted, so that its scripts never hold
 * it back. A page the browser draws itself (the dev server's, or when the server's render failed)
 * shows nothing until the app runs, so it starts at once, in the same short tasks.
 */
if (root.hasChildNodes()) requestAnimationFrame(() => setTimeout(start));
else void start();
