import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EndpointFunction } from '#infra/constructs/endpoint-function.ts';
import { jwtSettings } from '#infra/constructs/jwt-signing-key.ts';
import { StatefulStack } from '#infra/stacks/stateful-stack.ts';
import { gatewayEvent } from '#test/support/invoke.ts';
import { scratchApp } from './support/scratch-app';
import { cdkJsonContext } from './support/synth-app';

/**
 * The auth group's asset as CDK bundles it for deployment (esbuild, then infra/tools/side-packages.ts):
 * the common-password list, the passkey library and the SDK's nested clients beside the handler's bundle rather than in it,
 * no jsonschema in it, and the bundled handler, loaded from the asset folder (outside the repository,
 * so no package comes from its node_modules), still refusing a common password and still issuing
 * passkey options.
 */
let asset: string;
let outdir: string;

beforeAll(() => {
  // Only the stack with the function is bundled; the data stack is synthesized without its assets.
  const app = scratchApp({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': ['Bundled'] } });
  const data = new StatefulStack(app, 'Data', { stage: 'test', siteUrl: '', keepData: false });
  const bundled = new Stack(app, 'Bundled');
  new EndpointFunction(bundled, 'Auth', {
    group: 'auth',
    resources: { table: data.table, contentBucket: data.contentBucket },
    settings: {
      appVersion: '1.0.0',
      senderEmail: 'a@example.org',
      siteOwnerEmail: 'a@example.org',
      siteUrl: '',
      demoAccounts: false,
      jwt: jwtSettings('test'),
    },
  });
  outdir = app.synth().directory;
  const [fn] = Object.values(Template.fromStack(bundled).findResources('AWS::Lambda::Function'));
  const key = String(fn?.Properties.Code.S3Key);
  asset = path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
  expect(existsSync(path.join(asset, 'index.js'))).toBe(true);
}, 180_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const sideFile = (name: string) => path.join(asset, 'node_modules', ...name.split('/'), 'index.js');

/** Runs the asset's handler in a Node process of its own, started in the asset folder, on one request. */
function invokeBundled(method: string, url: string, body: unknown): { statusCode: number; body: string } {
  const script = `require('./index.js').handler(JSON.parse(process.argv[1]), {
    awsRequestId: 'bundle-test', functionName: 'auth', getRemainingTimeInMillis: () => 10000,
  }).then((answer) => { process.stdout.write('\\n' + JSON.stringify(answer)); process.exit(0); });`;
  const output = execFileSync(process.execPath, ['-e', script, JSON.stringify(gatewayEvent(method, url, { body }))], {
    cwd: asset,
    env: process.env,
    encoding: 'utf8',
  });
  return JSON.parse(output.slice(output.lastIndexOf('\n') + 1));
}

describe("the auth group's deployed bundle", () => {
  it('leaves the common-password list and the passkey library beside it, each bundled on its own', () => {
    const handler = readFileSync(path.join(asset, 'index.js'), 'utf8');
    const list = readFileSync(sideFile('@zxcvbn-ts/language-common'), 'utf8');
    // Long entries of the list: in the side package, nowhere in the handler's bundle.
    const entries = dictionary['passwords-common'].filter((word) => word.length >= 12).slice(0, 20);
    expect(entries).toHaveLength(20);
    for (const entry of entries) {
      expect(list).toContain(entry);
      expect(handler).not.toContain(entry);
    }
    expect(readFileSync(sideFile('@simplewebauthn/server'), 'utf8')).toContain('verifyRegistrationResponse');
    expect(handler).not.toContain('SimpleWebAuthnError');
    expect(handler.length).toBeLessThan(1024 * 1024);
  });

  it("leaves the SDK's nested clients (credentials from a profile, SSO or a web identity) beside it, loadable", () => {
    const handler = readFileSync(path.join(asset, 'index.js'), 'utf8');
    expect(handler).toContain('import("@aws-sdk/nested-clients/sts")');
    const manifest = JSON.parse(
      readFileSync(path.join(asset, 'node_modules', '@aws-sdk', 'nested-clients', 'package.json'), 'utf8'),
    );
    expect(manifest.exports['./sts']).toBe('./sts.js');
    const script = `import('@aws-sdk/nested-clients/sts').then((sts) => process.stdout.write(typeof sts.getDefaultRoleAssumer))`;
    expect(execFileSync(process.execPath, ['-e', script], { cwd: asset, encoding: 'utf8' })).toBe('function');
  });

  it("leaves the signing key's clients (Secrets Manager, KMS) beside it, loaded by the first signature", () => {
    const handler = readFileSync(path.join(asset, 'index.js'), 'utf8');
    // Each client's service name, which its serializer sends with every request.
    for (const [name, client, service] of [
      ['@aws-sdk/client-secrets-manager', 'SecretsManagerClient', 'secretsmanager.'],
      ['@aws-sdk/client-kms', 'KMSClient', 'TrentService'],
    ] as const) {
      expect(handler).toContain(`require("${name}")`);
      expect(handler).not.toContain(service);
      expect(readFileSync(sideFile(name), 'utf8')).toContain(service);
      const script = `import('${name}').then((sdk) => process.stdout.write(typeof sdk.${client}))`;
      expect(execFileSync(process.execPath, ['-e', script], { cwd: asset, encoding: 'utf8' })).toBe('function');
    }
  });

  it('carries no jsonschema: ElectroDB models are validated in CI instead', () => {
    const handler = readFileSync(path.join(asset, 'index.js'), 'utf8');
    expect(handler).not.toContain('does not meet minimum length of');
    expect(handler).toContain('electrodb');
    expect(readdirSync(path.join(asset, 'node_modules'), { recursive: true })).not.toContain('jsonschema');
  });
});

describe('the bundled auth handler', () => {
  it('still refuses a common password, reading the list from its side package', () => {
    const answer = invokeBundled('POST', '/api/auth/register', {
      email: `bundle-${randomUUID()}@example.test`,
      password: 'Password123',
      firstName: 'Bundle',
      lastName: 'Test',
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body).message).toBe('password: This password is too common. Choose a less common one.');
  });

  it('still issues passkey sign-in options, with the library from its side package', () => {
    const answer = invokeBundled('POST', '/api/auth/passkeys/login-options', {});
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body).challenge).toMatch(/^[\w-]{16,}$/);
  });
});
