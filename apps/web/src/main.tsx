import './styles/global.css';

const root = document.getElementById('root')!;
// Should the app fail to load, a page the server rendered stays as it is: its links still work.
const startApp = () => import('./app/start-app').then((app) => app.startApp(root), console.error);

/**
 * A page the server sent rendered is on screen with its stylesheet: the app, which makes it
 * interactive, is fetched once that first frame has been painted, so that its scripts never hold
 * it back. A page the browser draws itself (a form page) needs the app at once.
 */
if (root.hasChildNodes()) requestAnimationFrame(() => setTimeout(startApp));
else void startApp();
