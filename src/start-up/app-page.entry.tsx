// Starts app.html, every route but the landing page. Codes and tokens leave the address bar first of all.
import { scrubVerifyCodeLink } from './verify-code-link';
import { start } from './start-app';
import '../ui/styles/app.css';

scrubVerifyCodeLink();
const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
