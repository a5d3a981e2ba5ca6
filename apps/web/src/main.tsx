import './styles/global.css';

/**
 * The page is already on screen: the server sent it rendered, with its stylesheet. The app, which
 * makes it interactive, is fetched once that first frame has been painted, so that its scripts
 * never hold the page's first paint back.
 */
requestAnimationFrame(() =>
  setTimeout(() => {
    // Should the app fail to load, the page stays as the server drew it: its links still work.
    import('./app/start-app').then(({ startApp }) => startApp(document.getElementById('root')!), console.error);
  }),
);
