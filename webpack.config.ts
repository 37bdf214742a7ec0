// Builds the SPA. The mode (offline | real) is a compile-time constant, so the production bundle
// of one mode never contains the other mode's adapters (guides/architecture.md §2).
// No `require`/`__dirname` here: newer Node loads this file as an ES module (toolchain guide).
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ENV_KEYS, decodeEnv, formatEnvProblems } from './src/composition/env';
import { linkScrubScript } from './src/start-up/verify-code-link';
import { pageLanguageScript } from './src/start-up/page-language';
import { LANGUAGES } from './src/domain/language';
import { earlyReadsScript } from './src/start-up/early-reads';
import { dashboardFrameSlot } from './src/start-up/dashboard-frame';
import { inlineScripts, securityHeaders } from './scripts/security-headers';
import { linguiMacros } from './lingui.config';

type CliEnv = { production?: boolean; mode?: string; WEBPACK_SERVE?: boolean };

const root = process.cwd();
const ROUTER_PRODUCTION = (file: string) => path.join(root, 'node_modules/react-router/dist/production', file);

/** Values from `.env` fill in what the shell did not set (the shell wins). */
function loadDotEnv(): void {
  const file = path.join(root, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** Only the keys the Env codec knows reach the bundle: never the whole process environment. */
function publicEnv(mode: string): Record<string, string> {
  const values: Record<string, string> = { APP_MODE: mode };
  for (const key of ENV_KEYS) {
    const value = process.env[key];
    if (value !== undefined && key !== 'APP_MODE') values[key] = value;
  }
  return values;
}

export default (cliEnv: CliEnv = {}, argv: { hot?: boolean } = {}): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  loadDotEnv();
  const production = Boolean(cliEnv.production);
  const mode = cliEnv.mode ?? process.env.APP_MODE ?? (production ? 'real' : 'offline');
  const env = publicEnv(mode);

  // A real-mode build with a bad configuration fails with the same list the browser would show.
  const decoded = decodeEnv(env);
  if (decoded._tag === 'Left') {
    throw new Error(`Invalid configuration for APP_MODE=${mode}:\n${formatEnvProblems(decoded.left)}`);
  }
  const config = decoded.right;

  const outDir = path.join(root, 'dist', mode);
  const publicDir = path.join(root, 'public');
  return {
    mode: production ? 'production' : 'development',
    // Rebuilds reuse what did not change (minified chunks included), checked file by file; one cache per
    // mode and kind of build. A build with other settings shares it: the settings reach one module
    // (start-app.tsx), which webpack rebuilds when they change, so a second configuration costs a quarter
    // of a build. Two builds must not write one cache at once. Hot reload has its own: its modules carry
    // hot-accept code that a server started with --no-hot cannot build.
    cache: {
      type: 'filesystem',
      name: `${mode}-${production ? 'production' : 'development'}-${cliEnv.WEBPACK_SERVE && argv.hot !== false ? 'hot' : 'cold'}`,
      buildDependencies: {
        config: [
          path.join(root, 'webpack.config.ts'),
          path.join(root, 'src/composition/env.ts'),
          path.join(root, 'src/composition/env-codecs.ts'),
          path.join(root, 'scripts/security-headers.ts'),
          path.join(root, 'src/start-up/verify-code-link.ts'),
          path.join(root, 'src/start-up/early-reads.ts'),
          path.join(root, 'src/start-up/dashboard-frame.ts'),
          path.join(root, 'src/adapters/protection-api/dashboard-reads.ts'),
        ],
      },
    },
    // Production source maps are written beside the build (dist/<mode>-sourcemaps/), never into the
    // served directory, and the bundles do not name them: they are for uploading to the error reporter.
    devtool: production ? false : 'eval-cheap-module-source-map',
    // main: the landing page's small bootstrap (the app loads on first use); shell: every other route.
    entry: { main: path.join(root, 'src/start-up/landing-page.entry.tsx'), shell: path.join(root, 'src/start-up/app-page.entry.tsx') },
    output: {
      path: outDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The router's package exports only its development build (development warnings on); production
      // builds take its production build, the same code with them off.
      alias: production ? { 'react-router$': ROUTER_PRODUCTION('index.mjs'), 'react-router/dom$': ROUTER_PRODUCTION('dom-export.mjs') } : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2022',
                experimental: { plugins: [['@lingui/swc-plugin', linguiMacros(production)]] },
              },
            },
          },
        },
        { test: /\.po$/, type: 'javascript/auto', use: { loader: '@lingui/loader', options: { failOnCompileError: true } } },
        // Not in development, whose pseudo-locale accents every message.
        ...(production
          ? [{ test: /[\\/]en\.po$/, type: 'javascript/auto', enforce: 'post' as const, use: path.join(root, 'scripts/lean-catalogue-loader.cjs') }]
          : []),
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(svg|png|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_MODE__: JSON.stringify(mode),
        __APP_ENV__: JSON.stringify(env),
        // The developer routes' tools: only the dev server's build has their code.
        __DEV_ROUTES__: JSON.stringify(!production),
      }),
      // index.html is the landing page (pre-rendered after a production build: scripts/prerender.ts);
      // app.html, the same shell left empty, answers every other route.
      new HtmlWebpackPlugin({ template: path.join(root, 'src/index.html'), scriptLoading: 'defer', chunks: ['main'] }),
      new HtmlWebpackPlugin({ template: path.join(root, 'src/index.html'), scriptLoading: 'defer', chunks: ['shell'], filename: 'app.html' }),
      // Both pages start with the inline script that takes a link's token off the address bar before the
      // first paint (the CSP allows it by the hash of what the built page holds); a real-mode app.html then
      // sends the dashboard's reads (src/start-up/early-reads.ts). app.html's root is followed by the
      // dashboard's frame and the script that shows it (src/start-up/dashboard-frame.ts).
      {
        apply: (compiler: webpack.Compiler) =>
          compiler.hooks.compilation.tap('LinkScrub', (compilation) =>
            HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('LinkScrub', (data) => {
              const charset = /<meta charset="?utf-8"?\s*\/?>/i;
              if (!charset.test(data.html)) throw new Error(`LinkScrub: no charset declaration in ${data.outputName}`);
              const early = data.outputName === 'app.html' && config.mode === 'real' ? `<script>${earlyReadsScript(config)}</script>` : '';
              data.html = data.html.replace(charset, (tag) => `${tag}<script>${linkScrubScript()}</script><script>${pageLanguageScript()}</script>${early}`);
              if (data.outputName !== 'app.html') return data;
              const root = /<div id="?root"?><\/div>/;
              if (!root.test(data.html)) throw new Error('LinkScrub: no empty root in app.html');
              // The dashboard route's own chunks, which its frame asks for at once rather than after the start has run.
              const scripts = (group: string) =>
                [...(compilation.namedChunkGroups.get(group)?.chunks ?? [])]
                  .flatMap((chunk) => [...chunk.files])
                  .filter((file) => file.endsWith('.js'))
                  .map((file) => `/${file}`);
              const preloads = scripts('dashboard');
              // The page's language's catalogue (src/ui/i18n.ts names its chunks), asked for with them.
              const catalogues = Object.fromEntries(
                Object.keys(LANGUAGES).map((language) => [language, [`messages-${language}`, `messages-${language}-offline`].flatMap(scripts)]),
              );
              data.html = data.html.replace(root, (tag) => `${tag}${dashboardFrameSlot(config, preloads, catalogues)}`);
              return data;
            }),
          ),
      },
      // public/ (the favicon and the web manifest) is copied to the root of the build as it is.
      {
        apply: (compiler: webpack.Compiler) =>
          compiler.hooks.thisCompilation.tap('PublicFiles', (compilation) =>
            compilation.hooks.processAssets.tap({ name: 'PublicFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
              for (const name of fs.readdirSync(publicDir)) {
                compilation.fileDependencies.add(path.join(publicDir, name));
                compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(path.join(publicDir, name))));
              }
            }),
          ),
      },
      ...(production ? [new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css' })] : []),
      ...(production ? [new webpack.SourceMapDevToolPlugin({ filename: `../${mode}-sourcemaps/[file].map`, append: false, test: /\.(js|css)$/ })] : []),
      // A production bundle never holds the developer tools: the build fails if one of their modules got in.
      ...(production
        ? [
            {
              apply: (compiler: webpack.Compiler) =>
                compiler.hooks.thisCompilation.tap('NoDevTools', (compilation) =>
                  compilation.hooks.processAssets.tap({ name: 'NoDevTools', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
                    const devTools = path.join(root, 'src/ui/dev-tools') + path.sep;
                    const found = [...compilation.modules].some((module) => (module as { resource?: string }).resource?.startsWith(devTools));
                    const chunk = [...compilation.chunks].find((c) => c.name === 'dev-tools');
                    if (found || chunk)
                      compilation.errors.push(new webpack.WebpackError('NoDevTools: the developer tools (src/ui/dev-tools) are in a production bundle.'));
                  }),
                ),
            },
          ]
        : []),
      // The response headers of this build (CSP from its own configuration): scripts/security-headers.ts.
      ...(production
        ? [
            {
              apply: (compiler: webpack.Compiler) =>
                compiler.hooks.thisCompilation.tap('SecurityHeaders', (compilation) =>
                  // The last stage, after the pages are minified: inline scripts are allowed by the hash of what the pages hold.
                  compilation.hooks.processAssets.tap({ name: 'SecurityHeaders', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
                    const pages = Object.keys(assets).filter((name) => name.endsWith('.html'));
                    const inline = pages.flatMap((name) => inlineScripts(String(compilation.getAsset(name)?.source.source() ?? '')));
                    compilation.emitAsset('_headers.json', new webpack.sources.RawSource(`${JSON.stringify(securityHeaders(config, inline), null, 2)}\n`));
                  }),
                ),
            },
          ]
        : []),
    ],
    optimization: {
      // The landing's bootstrap stays one small file: nothing of it is split into chunks shared with the app.
      splitChunks: { chunks: (chunk) => chunk.name !== 'main' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      client: { overlay: { errors: true, warnings: false } },
    },
  };
};
