import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { jwtEnvironment, jwtSettings } from '#infra/constructs/jwt-signing-key.ts';
import { KEY_PAIR_RESOURCE_TYPE } from '#infra/constructs/jwt-signing-secret.ts';
import { permissionsOf } from '#infra/stacks/endpoint-permissions.ts';
import { endpointGroups } from '#shared/routes.ts';
import { apiTemplateQueries } from './support/api-template';
import { type SynthesizedApp, synthApp } from './support/synth-app';

/** Two whole-app synths, one per place the private key can live. */
const SYNTH_TIMEOUT_MS = 240_000;

let secretMode: SynthesizedApp;
let kmsMode: SynthesizedApp;

beforeAll(() => {
  // signingKey left at its default; a key version as `-c signingKeyVersion=2` passes it.
  secretMode = synthApp({ signingKeyVersion: '2' });
  kmsMode = synthApp({ stage: 'prod', signingKey: 'kms' });
}, SYNTH_TIMEOUT_MS);

const secretApi = apiTemplateQueries(() => secretMode.templates.api);
const kmsApi = apiTemplateQueries(() => kmsMode.templates.api);
const groupsWith = (access: string) => endpointGroups.filter((group) => permissionsOf(group).jwt === access);
const allTemplates = (app: SynthesizedApp) => Object.values(app.templates).map((template) => template.toJSON());

/** The Api stack's reference to a Stateful stack output whose name contains `name`. */
const statefulOutput = (name: RegExp) => ({
  'Fn::GetStackOutput': expect.objectContaining({ OutputName: expect.stringMatching(name) }),
});

describe('signingKey "secret" (the default)', () => {
  const stateful = () => secretMode.templates.stateful;
  const only = (type: string) => {
    const found = Object.entries(stateful().findResources(type));
    expect(found, type).toHaveLength(1);
    return found[0] as [string, { Properties: Record<string, unknown>; DeletionPolicy?: string }];
  };

  it('keeps the private key in a secret whose value the template never holds, and makes no KMS key', () => {
    const [, secret] = only('AWS::SecretsManager::Secret');
    expect(secret.Properties).not.toHaveProperty('SecretString');
    // CloudFormation fills it with a random password; the key pair resource overwrites it.
    expect(secret.Properties.GenerateSecretString).toEqual({});
    for (const template of allTemplates(secretMode)) {
      expect(JSON.stringify(template.Resources)).not.toContain('AWS::KMS::Key');
      expect(JSON.stringify(template)).not.toMatch(/"d":|PRIVATE KEY/);
    }
  });

  it('makes the key pair at deploy with a custom resource that names the secret and the key version', () => {
    const [secretId] = only('AWS::SecretsManager::Secret');
    const [, keyPair] = only(KEY_PAIR_RESOURCE_TYPE);
    expect(keyPair.Properties).toEqual({
      ServiceToken: { 'Fn::GetAtt': [expect.stringMatching(/^JwtSigningSecretProviderframeworkonEvent/), 'Arn'] },
      SecretId: { Ref: secretId },
      KeyVersion: '2',
    });
  });

  it("lets only the key pair function write the secret, and publishes only the custom resource's public keys", () => {
    const [secretId] = only('AWS::SecretsManager::Secret');
    const writers = Object.values(stateful().findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes('secretsmanager:PutSecretValue'),
    );
    expect(writers).toHaveLength(1);
    expect(JSON.stringify(writers[0]?.Properties.Roles)).toMatch(/JwtSigningSecretRole/);
    const outputs = Object.values(stateful().toJSON().Outputs as Record<string, { Value: unknown }>).map((output) =>
      JSON.stringify(output.Value),
    );
    expect(outputs.filter((value) => value.includes('JwtSigningSecret'))).toEqual(
      expect.arrayContaining([JSON.stringify({ Ref: secretId }), expect.stringMatching(/"PublicJwks"/)]),
    );
    expect(outputs.filter((value) => /SecretString|GetSecretValue/.test(value))).toEqual([]);
  });

  it('gives every group that checks tokens the public keys, and only the signer the secret', () => {
    expect(groupsWith('sign')).toEqual(['auth']);
    for (const group of [...groupsWith('sign'), ...groupsWith('verify')]) {
      const variables = secretApi.variablesOf(secretApi.functionOf(group));
      expect(variables, group).toMatchObject({
        JWT_PUBLIC_JWKS: statefulOutput(/JwtSigningSecretKeyPair\w*PublicJwks/),
        JWT_ISSUER: 'portfolio-dev',
        JWT_AUDIENCE: 'portfolio-dev-api',
      });
      expect(variables, group).not.toHaveProperty('JWT_KMS_KEY_ID');
      const secretStatements = secretApi.statementsWith(secretApi.functionOf(group), 'secretsmanager:');
      if (group === 'auth') {
        expect(secretStatements).toEqual([
          {
            Effect: 'Allow',
            Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
            Resource: variables.JWT_SIGNING_SECRET_ARN,
          },
        ]);
        expect(variables.JWT_SIGNING_SECRET_ARN).toMatchObject(statefulOutput(/RefJwtSigningSecret/));
      } else {
        expect(secretStatements, group).toEqual([]);
        expect(variables, group).not.toHaveProperty('JWT_SIGNING_SECRET_ARN');
      }
    }
    for (const group of groupsWith('none')) {
      const names = Object.keys(secretApi.variablesOf(secretApi.functionOf(group)));
      expect(
        names.filter((name) => name.startsWith('JWT_')),
        group,
      ).toEqual([]);
    }
  });

  it('gives no function of the site a KMS permission, and none but the signer the secret', () => {
    const actions = allTemplates(secretMode).flatMap((template) =>
      Object.entries(template.Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>)
        .filter(([, resource]) => resource.Type === 'AWS::IAM::Policy')
        .flatMap(([id, policy]) =>
          (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap(
            (statement) => [statement.Action].flat().map((action) => `${id} ${action}`),
          ),
        ),
    );
    expect(actions.filter((entry) => / kms:/.test(entry))).toEqual([]);
    const readers = new Set(
      actions.filter((entry) => entry.endsWith(' secretsmanager:GetSecretValue')).map((entry) => entry.split(' ')[0]),
    );
    expect([...readers].sort()).toEqual([
      expect.stringMatching(/^EndpointauthRoleDefaultPolicy/),
      expect.stringMatching(/^JwtSigningSecretRoleDefaultPolicy/),
    ]);
  });
});

describe('signingKey "kms" (as before the secret)', () => {
  const stateful = () => kmsMode.templates.stateful;
  const keyId = () => {
    const ids = Object.keys(stateful().findResources('AWS::KMS::Key', { Properties: { KeyUsage: 'SIGN_VERIFY' } }));
    expect(ids).toHaveLength(1);
    return ids[0] as string;
  };
  /** The Api stack's reference to the Stateful stack's key ARN: an output named after the key's `Arn` attribute. */
  const keyArnReference = /"OutputName":"PublishOutputFnGetAttJwtSigningKey\w*Arn\w*"/;

  it('is an asymmetric P-256 signing key (ES256) named by the stage alias, kept when the stack goes, and no secret', () => {
    stateful().hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY' }),
    });
    stateful().resourceCountIs('AWS::KMS::Alias', 1);
    stateful().hasResourceProperties('AWS::KMS::Alias', {
      AliasName: 'alias/portfolio-prod-jwt',
      TargetKeyId: { 'Fn::GetAtt': [keyId(), 'Arn'] },
    });
    stateful().resourceCountIs('AWS::SecretsManager::Secret', 0);
    stateful().resourceCountIs(KEY_PAIR_RESOURCE_TYPE, 0);
  });

  it('gives the key ARN, issuer and audience to the groups that sign or check tokens, not to health', () => {
    expect(jwtEnvironment('arn:key', jwtSettings('prod'))).toEqual({
      JWT_KMS_KEY_ID: 'arn:key',
      JWT_ISSUER: 'portfolio-prod',
      JWT_AUDIENCE: 'portfolio-prod-api',
    });
    for (const group of [...groupsWith('sign'), ...groupsWith('verify')]) {
      const variables = kmsApi.variablesOf(kmsApi.functionOf(group));
      expect(
        Object.keys(variables)
          .filter((name) => name.startsWith('JWT_'))
          .sort(),
        group,
      ).toEqual(['JWT_AUDIENCE', 'JWT_ISSUER', 'JWT_KMS_KEY_ID']);
      expect(JSON.stringify(variables.JWT_KMS_KEY_ID), group).toMatch(keyArnReference);
    }
    const health = Object.keys(kmsApi.variablesOf(kmsApi.functionOf('health')));
    expect(health.filter((name) => name.startsWith('JWT_'))).toEqual([]);
  });

  it('lets auth sign with the key, the verifying groups read its public key only, and health neither', () => {
    const [sign, ...others] = kmsApi.statementsWith(kmsApi.functionOf('auth'), 'kms:');
    expect(others).toEqual([]);
    expect([sign?.Action].flat().sort()).toEqual(['kms:GetPublicKey', 'kms:Sign']);
    expect(sign?.Resource).toEqual(kmsApi.variablesOf(kmsApi.functionOf('auth')).JWT_KMS_KEY_ID);
    for (const group of groupsWith('verify')) {
      const statements = kmsApi.statementsWith(kmsApi.functionOf(group), 'kms:');
      expect(
        statements.flatMap((statement) => [statement.Action].flat()),
        group,
      ).toEqual(['kms:GetPublicKey']);
      expect(JSON.stringify(statements[0]?.Resource), group).toMatch(keyArnReference);
    }
    expect(kmsApi.statementsWith(kmsApi.functionOf('health'), 'kms:')).toEqual([]);
    expect(
      kmsApi.actionsOf(kmsApi.functionOf('auth')).filter((action) => action.startsWith('secretsmanager:')),
    ).toEqual([]);
  });
});
