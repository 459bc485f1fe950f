import { deployStatus } from './deploy-status.mjs';

describe('deployStatus', () => {
  it('is Netlify’s badge and deploy list in a Netlify build', () => {
    expect(deployStatus({ SITE_ID: 'abc-123', SITE_NAME: 'aurora-dental' })).toEqual({
      badge: 'https://api.netlify.com/api/v1/badges/abc-123/deploy-status',
      link: 'https://app.netlify.com/sites/aurora-dental/deploys',
    });
  });

  it('is what the workflow names elsewhere, before Netlify’s', () => {
    const badge = 'https://github.com/aurora-dental/sajt/actions/workflows/deploy.yml/badge.svg';
    const link = 'https://github.com/aurora-dental/sajt/actions';
    expect(deployStatus({ EDITOR_DEPLOY_BADGE: badge, EDITOR_DEPLOY_LINK: link, SITE_ID: 'x', SITE_NAME: 'y' })).toEqual({ badge, link });
  });

  it('is nothing without a host to ask (a local build)', () => {
    expect(deployStatus({})).toBeUndefined();
    expect(deployStatus({ SITE_ID: 'abc' })).toBeUndefined();
    expect(deployStatus({ EDITOR_DEPLOY_BADGE: 'https://x/badge.svg' })).toBeUndefined();
  });
});
