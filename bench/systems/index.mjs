// Each system's part of `npm run bench` (issue 27), one module a system, so a system's session
// screen and main actions are measured the same way as every other's:
//
//   export default {
//     id: 'gk',                      // the registry's id
//     screen: 'GK engagement tab, a 25-round engagement',   // the report's words for the screen
//     fixture: ['makeGkSession'],    // the bench page's function (bench/page) and its arguments:
//                                    // it imports a realistic session and returns { id, events }
//     path: (id) => `/s/${id}`,      // the screen to open (navigation → painted is timed)
//     ready: () => boolean,          // runs in the page (no closure: it is sent as source) on every
//                                    // DOM change: true once the screen shows its numbers (not a
//                                    // loading placeholder)
//     actions: [{                    // the system's main actions, each timed tap → in the DOM and
//       name: 'engagement round (table dice)',   // → the next frame (bench/measure.mjs timeTaps)
//       run: async (page, base, id) => ({ warmUp: { inDom, painted }, measured: { inDom, painted } })
//     }]
//   };
//
// `run` opens its session itself (at `${base}/s/${id}`), prepares each tap through the UI as a
// person would, times only the tap that records (timeTaps), and leaves the state as it found it
// when it repeats (undo) so every tap does the same work. WARM_UP taps first (reported apart),
// then MEASURED.
import locke from './locke.mjs';
import counters from './counters.mjs';
import gk from './gk.mjs';
import pgt from './pgt.mjs';
import gloomhaven from './gloomhaven.mjs';
import mtgTrpg from './mtg-trpg.mjs';

export const WARM_UP = 5;
export const MEASURED = 30;

export const systemBenches = [locke, counters, gk, pgt, gloomhaven, mtgTrpg];
