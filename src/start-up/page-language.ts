// The pages' first inline script: the page's language on <html lang> before the first paint, picked as pickLanguage picks.
import { LANGUAGE_KEY, LANGUAGES } from '../domain/language';

export const templateIdFor = (id: string, language: string): string => (language === 'en' ? id : `${id}-${language}`);

export const pageLanguageScript = (): string =>
  `(function(){var L=${JSON.stringify(Object.keys(LANGUAGES))},l=null;try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})}catch(e){}` +
  `if(L.indexOf(l)<0){l="en";var p=navigator.languages||[];for(var i=0;i<p.length;i++){var s=String(p[i]).split("-")[0].toLowerCase();if(L.indexOf(s)>=0){l=s;break}}}` +
  `document.documentElement.lang=l})()`;

/** After the pre-rendered landing's root: shows the page's language's copy of it, if it is not the English one already there. */
export const landingLanguageScript = (): string =>
  `(function(){var l=document.documentElement.lang,t=document.getElementById("landing-"+l),r=document.getElementById("root");` +
  `if(l!=="en"&&t&&r){r.replaceChildren(t.content.cloneNode(true));document.title=t.getAttribute("data-title")||document.title}})()`;
