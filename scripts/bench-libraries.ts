// The card's libraries alone, as few of them as the dashboard's path could carry: one bundle of only the
// imports the app makes, with the declarative subset of the router (smaller than the data router it
// uses), minified and gzipped as the bench does. Script before the dashboard's data cannot weigh less
// than this with those libraries, whatever our own code does. The same bundle, with a few lines that
// render the dashboard's markup, is the script of the dashboard's client-rendered floor.
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

/** The packages the entry below must pull in, each by its own files. */
export const CARD_LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom',
  'inversify',
  'reflect-metadata',
  'mobx',
  'mobx-react-lite',
  'io-ts',
  'fp-ts',
  'axios',
] as const;

const ENTRY = `
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { BrowserRouter, Routes, Route, Link, useNavigate } from 'react-router-dom';
import 'reflect-metadata';
import { Container } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import axios from 'axios';
globalThis.keep = [createRoot, flushSync, BrowserRouter, Routes, Route, Link, useNavigate, Container, makeAutoObservable, observer, t, E, pipe, axios];
`;

/**
 * What the client-rendered floor adds to the libraries (scripts/bench-client-floor.ts writes its page):
 * the dashboard's markup, inlined in the page as a tree of elements, made into React elements and
 * rendered through the router into #root, as the app renders its own. Plain JavaScript, few lines.
 */
const RENDER = `
import { createElement } from 'react';
const tree = JSON.parse(document.getElementById('floor-markup').textContent);
const toElement = (node) => (typeof node === 'string' ? node : createElement(node[0], node[1], ...node.slice(2).map(toElement)));
const Dashboard = () => tree.map(toElement);
createRoot(document.getElementById('root')).render(
  createElement(BrowserRouter, null, createElement(Routes, null, createElement(Route, { path: '*', element: createElement(Dashboard) }))),
);
`;

/** The libraries' entry (and `extra` after it) bundled, minified and tree-shaken as the floor is. */
async function bundle(extra: string): Promise<{ readonly code: Uint8Array; readonly inputs: readonly string[] }> {
  const result = await build({
    stdin: { contents: `${ENTRY}${extra}`, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    // A classic script, as the app's are: Lighthouse's simulated LCP counts a classic script's run and not a
    // module's (ADR 059). The router's one `import.meta` (a development check) reads as empty.
    format: 'iife',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error('bench: the libraries bundle has no output');
  return { code: output.contents, inputs: Object.keys((result.metafile as Metafile).inputs) };
}

/** gzip -9 KB of the libraries' bundle, and the files esbuild took into it. */
export async function libraryFloor(): Promise<{ readonly kb: number; readonly inputs: readonly string[] }> {
  const { code, inputs } = await bundle('');
  return { kb: gzipSync(code, { level: 9 }).length / 1024, inputs };
}

/** The client-rendered floor's one script: the libraries' bundle and the few lines that render the inlined markup. */
export async function clientFloorScript(): Promise<Uint8Array> {
  return (await bundle(RENDER)).code;
}
