import { nextTask } from './app/start/next-task';

// The shared libraries' modules, run one library per task before the bootstrap (decision 0079). Run as the
// bootstrap's imports, all of them ran in the one task that took main.js, some 300 ms of a phone's main
// thread (on a CPU slowed 4x) during which the page could neither paint nor answer. A library's modules run
// once: the bootstrap then finds them run. Only shared libraries are warmed up so: each is a chunk of its
// own, where a module of the shell's own would be copied into both the step's chunk and the bootstrap's.
const warmUps = [
  () => import('react-dom/client'),
  () => import('@emotion/react'),
  () => import('@shop/session'),
  () => import('@shop/i18n/react'),
  () => import('react-router'),
  () => import('@shop/brand/react'),
  () => import('@shop/cart-engine'),
];

async function start() {
  for (const warmUp of warmUps) {
    await nextTask();
    // A chunk that failed to load is left to the bootstrap, which imports it again and reports it.
    await warmUp().catch(() => undefined);
  }
  await nextTask();
  // Asynchronous boundary: lets the federation runtime negotiate shared singletons before React loads.
  await import('./bootstrap');
}

void start();
