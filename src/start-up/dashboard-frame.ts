// app.html's dashboard frame (ADR 056): a template the pre-render fills, shown by an inline script; the app's first render replaces it.
import { LIBRARY_KEY_PREFIX } from '../adapters/auth/cognito-token-store';
import { ROUTES } from '../domain/navigation/routes';
import { OFFLINE_SESSION_KEY } from '../stand-ins/user-pool/pool-store';

export const DASHBOARD_FRAME_ID = 'dashboard-frame';

type FrameConfig = { readonly mode: 'offline' } | { readonly mode: 'real'; readonly cognito: { readonly clientId: string } };

function storedSessionAttribute(config: FrameConfig): string {
  const [name, value] =
    config.mode === 'offline' ? ['data-session-key', OFFLINE_SESSION_KEY] : ['data-cognito-prefix', `${LIBRARY_KEY_PREFIX}${config.cognito.clientId}`];
  return `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** Shows the frame in the page's language (if the build captured one) on the dashboard with a stored session, with this year in its footer; never throws. */
const dashboardFrameScript = (preloads: readonly string[], catalogues: Readonly<Record<string, readonly string[]>>): string =>
  `(function(p,m){try{var l=document.documentElement.lang||"en",t=document.getElementById(${JSON.stringify(DASHBOARD_FRAME_ID)}+(l==="en"?"":"-"+l)),r=document.getElementById("root");` +
  `if(location.pathname!==${JSON.stringify(ROUTES.dashboard)}||!t||!r||r.firstChild||!t.content.firstChild)return;` +
  `var s=localStorage,k=t.getAttribute("data-session-key"),c=t.getAttribute("data-cognito-prefix");` +
  `if(k!==null){if(s.getItem(k)===null)return}else{if(c===null)return;var u=s.getItem(c+".LastAuthUser"),g=function(n){return s.getItem(c+"."+u+"."+n)};` +
  `if(!u||!g("idToken")||!g("accessToken"))return}` +
  `p.concat(m[l]||[]).forEach(function(h){var l=document.createElement("link");l.rel="preload";l.setAttribute("as","script");l.href=h;document.head.appendChild(l)});` +
  `r.appendChild(t.content.cloneNode(true));var y=r.querySelector(".site-footer__year");if(y)y.textContent=String(new Date().getFullYear())}catch(e){}})(${JSON.stringify(preloads)},${JSON.stringify(catalogues)})`;

export const dashboardFrameSlot = (
  config: FrameConfig,
  preloads: readonly string[] = [],
  catalogues: Readonly<Record<string, readonly string[]>> = {},
): string => `<template id="${DASHBOARD_FRAME_ID}" ${storedSessionAttribute(config)}></template><script>${dashboardFrameScript(preloads, catalogues)}</script>`;
