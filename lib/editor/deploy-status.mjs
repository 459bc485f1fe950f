// Where the editor shows whether the last save went live: the host's deploy-status badge and its list of deploys, from
// the build's environment. On Netlify the build knows its site (SITE_ID, SITE_NAME); elsewhere (S3 + CloudFront with
// GitHub Actions) the workflow names its badge and runs page (EDITOR_DEPLOY_BADGE, EDITOR_DEPLOY_LINK;
// docs/hosting.md). Without them, nothing is shown. Pure; JavaScript, because the editor's build script
// (scripts/copy-decap.mjs) runs it too.

/**
 * @typedef {object} DeployStatus
 * @property {string} badge  an image of the last deploy's state (green: live; red: refused, the site stays as it was)
 * @property {string} link  the host's page listing the deploys and their logs
 */

/**
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {DeployStatus | undefined}
 */
export function deployStatus(env) {
  const badge = env.EDITOR_DEPLOY_BADGE?.trim();
  const link = env.EDITOR_DEPLOY_LINK?.trim();
  if (badge && link) return { badge, link };
  const site = env.SITE_ID?.trim();
  const name = env.SITE_NAME?.trim();
  if (site && name) {
    return {
      badge: `https://api.netlify.com/api/v1/badges/${encodeURIComponent(site)}/deploy-status`,
      link: `https://app.netlify.com/sites/${encodeURIComponent(name)}/deploys`,
    };
  }
  return undefined;
}
