const scriptTag = (src: string): string => `<script defer src="${src}"></script>`;

/**
 * The built page template with the light entry's scripts instead of the app's: what a page of the
 * public pages' light entry loads. Used at build
 * time by prerender-plugin.ts.
 * @param template the app's index.html as Rsbuild wrote it
 * @param app the initial scripts of the app's entry (its manifest)
 * @param light the initial scripts of the light entry (its manifest)
 * @throws Error when the template does not load one of the app's scripts
 */
export function withScripts(template: string, app: string[], light: string[]): string {
  let html = template;
  for (const src of app) {
    const tag = scriptTag(src);
    if (!html.includes(tag)) throw new Error(`prerender: index.html has no ${tag}`);
    html = html.replace(tag, '');
  }
  return html.replace('</head>', `${light.map(scriptTag).join('')}</head>`);
}
