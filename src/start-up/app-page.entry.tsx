// The entry of app.html, which answers every route but the landing page: the app starts at once, its
// chunks listed in the HTML so they download in parallel with this one. Codes and tokens leave the
// address bar first of all (spec §2, README "Personal data").
import { scrubVerifyCodeLink } from './verify-code-link';
import { start } from './start-app';
import '../ui/styles/app.css';

scrubVerifyCodeLink();
const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
