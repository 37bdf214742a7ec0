// Node 21+ has a global `navigator` without `appName`. The Cognito library's big-number code then takes a branch no
// browser takes (they all answer 'Netscape'), one about 50 times slower inside Jest's sandbox: under Node 24 each SRP
// step took some 5 s, long enough for local-backend to close the kept-alive connection the next request reused.
if (typeof navigator !== 'undefined' && !('appName' in navigator)) Object.defineProperty(navigator, 'appName', { value: 'Netscape' });
